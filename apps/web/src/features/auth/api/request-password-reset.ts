import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Spec §7: the server mails a single-use link to /create-new-password. */
export async function requestPasswordReset(email: string) {
  await api.get(`user/password-reset/${encodeURIComponent(email)}/`);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
