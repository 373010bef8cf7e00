import type { ProductCard } from '@pasal/domain';
import { DEFAULT_PAGE_SIZE } from '@pasal/domain/plain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { type ListPage, nextPageAfter } from '../../../lib/pages.ts';

/**
 * Spec §2 shows all products "in random order each render"; PRODUCT.md makes that a random
 * sample with "Load more". One seed per page load keeps the order still while the shopper
 * pages through it (and when they come back to home), and a reload deals a new one.
 */
const seed = crypto.getRandomValues(new Uint32Array(1))[0]! % 2_147_483_647;

export async function getProductsPage(page: number, signal?: AbortSignal): Promise<ListPage<ProductCard>> {
  const answer = api.get('v1/products/', {
    query: { order: 'random', seed, page, page_size: DEFAULT_PAGE_SIZE },
    signal,
  });
  const { data, total } = await parsed(answer, (s) => s.z.array(s.productCardSchema));
  return { items: data, total, page };
}

/**
 * PRODUCT.md: the home page shows products a page at a time with "Load more", never all 100K.
 * Not asked for until `enabled`.
 */
export function useProducts({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    enabled,
    queryKey: ['products', 'random', seed],
    queryFn: ({ pageParam, signal }) => getProductsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(DEFAULT_PAGE_SIZE),
  });
}
