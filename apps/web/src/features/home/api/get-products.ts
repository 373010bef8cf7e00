import { DEFAULT_PAGE_SIZE, type ProductCard, productCardSchema } from '@pasal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

const productsSchema = z.array(productCardSchema);

export type ProductsPage = { products: ProductCard[]; total: number | null; page: number };

export async function getProductsPage(page: number, signal?: AbortSignal): Promise<ProductsPage> {
  const { data, total } = await api.get<unknown>('v1/products/', {
    query: { page, page_size: DEFAULT_PAGE_SIZE },
    signal,
  });
  return { products: productsSchema.parse(data), total, page };
}

function nextPage(last: ProductsPage, pages: ProductsPage[]): number | undefined {
  const loaded = pages.reduce((sum, p) => sum + p.products.length, 0);
  if (last.products.length < DEFAULT_PAGE_SIZE) return undefined;
  if (last.total !== null && loaded >= last.total) return undefined;
  return last.page + 1;
}

/** PRODUCT.md: the home page shows products a page at a time with "Load more", never all 100K. */
export function useProducts() {
  return useInfiniteQuery({
    queryKey: ['products', 'all'],
    queryFn: ({ pageParam, signal }) => getProductsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Rows can shift between page requests when products are added; show each product once. */
export function uniqueProducts(pages: ProductsPage[]): ProductCard[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.products).filter((product) => !seen.has(product.id) && seen.add(product.id));
}
