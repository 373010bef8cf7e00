import { wishlistEntrySchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { wishlistKey } from '../../../api/toggle-wishlist.ts';

export const WISHLIST_PAGE_SIZE = 20;

const entriesSchema = z.array(wishlistEntrySchema);

/** `GET v1/customer/wishlist/{user_id}/` (spec §7): newest first, one page of product cards. */
export async function getWishlist(userId: number, page: number, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`v1/customer/wishlist/${userId}/`, {
    query: { page, page_size: WISHLIST_PAGE_SIZE },
    signal,
  });
  const items = entriesSchema.parse(data);
  return { items, total: total ?? items.length };
}

/** Keyed under `wishlistKey`, so a heart pressed anywhere refreshes the list. */
export function useWishlist(userId: number, page: number) {
  return useQuery({
    queryKey: [...wishlistKey, userId, page],
    queryFn: ({ signal }) => getWishlist(userId, page, signal),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}
