import { type LoginInput, tokenPairSchema } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export async function login(input: LoginInput) {
  const { data } = await api.post<unknown>('v1/user/token/', input);
  return tokenPairSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
