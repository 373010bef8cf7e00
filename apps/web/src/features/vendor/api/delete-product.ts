import { messageSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateVendorCatalog } from './get-vendor-products.ts';

export type DeleteProductInput = { vendorId: number; pid: string };

/** `DELETE vendor-delete-product/{vendor_id}/{pid}/` (spec §7): it leaves the storefront at once. */
export async function deleteProduct({ vendorId, pid }: DeleteProductInput) {
  const { data } = await api.delete<unknown>(`vendor-delete-product/${vendorId}/${encodeURIComponent(pid)}/`);
  return messageSchema.parse(data);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSettled: () => invalidateVendorCatalog(queryClient) });
}
