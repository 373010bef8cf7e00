import { type ProductForm, productSavedSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { type ProductFiles, productFormData } from '../lib/product-form.ts';
import { vendorProductKey } from './get-vendor-product.ts';
import { invalidateVendorCatalog } from './get-vendor-products.ts';

export type UpdateProductInput = { vendorId: number; pid: string; form: ProductForm; files: ProductFiles };

/**
 * `PATCH vendor-update-product/{vendor_id}/{pid}/` multipart (spec §7, §5): the rows sent replace
 * the stored ones, the thumbnail changes only with a new file, gallery pictures are added or
 * removed by id.
 */
export async function updateProduct({ vendorId, pid, form, files }: UpdateProductInput) {
  const { data } = await api.patch<unknown>(
    `vendor-update-product/${vendorId}/${encodeURIComponent(pid)}/`,
    productFormData(form, files, vendorId),
  );
  return productSavedSchema.parse(data);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: ({ product }, { vendorId, pid }) => {
      queryClient.setQueryData(vendorProductKey(vendorId, pid), product);
      return invalidateVendorCatalog(queryClient);
    },
  });
}
