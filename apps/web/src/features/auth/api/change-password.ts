import type { passwordChangeSchema } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';

export type ChangePasswordInput = z.infer<typeof passwordChangeSchema>;

/** Spec §7 sends this one as a form, not JSON. */
export async function changePassword({ password, otp, uidb64 }: ChangePasswordInput) {
  const form = new FormData();
  form.append('password', password);
  form.append('otp', otp);
  form.append('uidb64', uidb64);
  await api.post('user/password-change/', form);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
