import { shopSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { shopSettingsKey } from './get-shop-settings.ts';

export type ShopChanges = {
  vendorId: number;
  fields: { name?: string | undefined; description?: string | undefined };
  /** Sent only when a new picture was chosen. */
  image: File | null;
};

/** `PATCH vendor-shop-settings/{vendor_id}/` multipart (spec §7): name, description, image. */
export async function updateShopSettings({ vendorId, fields, image }: ShopChanges) {
  const form = new FormData();
  form.append('name', fields.name ?? '');
  form.append('description', fields.description ?? '');
  if (image) form.append('image', image);
  const { data } = await api.patch<unknown>(`vendor-shop-settings/${vendorId}/`, form);
  return shopSchema.parse(data);
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (shop, { vendorId }) => {
      queryClient.setQueryData(shopSettingsKey(vendorId), shop);
      // The shop's name and picture show on its public page (the shop feature's ['shops', slug])
      // and beside its products.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['shops'] }),
      ]);
    },
  });
}
