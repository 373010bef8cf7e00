import { type RegisterInput, tokenPairSchema } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The answer already carries a token pair: registering signs the new user in (spec §4). */
export async function registerAccount(input: RegisterInput) {
  const { data } = await api.post<unknown>('v1/user/register/', input);
  return tokenPairSchema.parse(data);
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
