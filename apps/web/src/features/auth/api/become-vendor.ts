import { type BecomeVendorInput, tokenPairSchema } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Opens a shop for the signed-in user; the answer's new tokens carry its `vendor_id`. */
export async function becomeVendor(input: BecomeVendorInput) {
  const { data } = await api.post<unknown>('v1/user/become-vendor/', input);
  return tokenPairSchema.parse(data);
}

export function useBecomeVendor() {
  return useMutation({ mutationFn: becomeVendor });
}
