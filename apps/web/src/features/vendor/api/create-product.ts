import { type ProductForm, productSavedSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { type ProductFiles, productFormData } from '../lib/product-form.ts';
import { invalidateVendorCatalog } from './get-vendor-products.ts';

export type CreateProductInput = { vendorId: number; form: ProductForm; files: ProductFiles };

/** `POST vendor-create-product/` multipart (spec §7): the shop is the token's. */
export async function createProduct({ vendorId, form, files }: CreateProductInput) {
  const { data } = await api.post<unknown>('vendor-create-product/', productFormData(form, files, vendorId));
  return productSavedSchema.parse(data);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateVendorCatalog(queryClient) });
}
