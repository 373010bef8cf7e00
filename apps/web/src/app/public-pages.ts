import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { categoriesQuery } from '../api/get-categories.ts';
import { pricingRatesQuery } from '../api/get-pricing-rates.ts';
import { productQuery } from '../features/catalog/api/get-product.ts';
import { featuredProductsQuery } from '../features/home/api/get-featured-products.ts';
import { CAROUSEL_SLIDES, slidePicture } from '../features/home/data/carousel-slides.ts';
import { prefetchSearchPage } from '../features/search/api/prefetch-search.ts';
import { searchQuery } from '../features/search/api/search-products.ts';
import { readSearchFilters } from '../features/search/lib/search-params.ts';
import { shopProductsQuery } from '../features/shop/api/get-shop-products.ts';
import { prefetchShopPage } from '../features/shop/api/prefetch-shop.ts';
import { readShopFilters } from '../features/shop/lib/shop-filters.ts';

/** The picture a page's largest paint is likely to be, for `<link rel="preload" as="image">`. */
export interface LcpImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

interface PublicPage {
  /** Fills the query cache with what the page shows above the fold. */
  prefetch(client: QueryClient, params: Params, search: URLSearchParams): Promise<unknown>;
  /** Read from the filled cache. */
  lcpImage(client: QueryClient, params: Params, search: URLSearchParams): LcpImage | null;
}

const firstCard = (products: { image_thumb: string; image: string }[] | undefined): LcpImage | null => {
  const src = products?.[0]?.image_thumb || products?.[0]?.image;
  return src ? { src } : null;
};

/**
 * The pages the server renders (ARCHITECTURE.md "public pages"), by their route's path in
 * router.tsx: what each needs before it can render, and its likely largest picture.
 */
const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': {
    prefetch: (client) => client.prefetchQuery(featuredProductsQuery),
    lcpImage: () => (CAROUSEL_SLIDES[0] ? slidePicture(CAROUSEL_SLIDES[0]) : null),
  },
  'detail/:slug': {
    prefetch: (client, { slug = '' }) =>
      Promise.all([client.prefetchQuery(productQuery(slug)), client.prefetchQuery(pricingRatesQuery)]),
    lcpImage: (client, { slug = '' }) => {
      const src = client.getQueryData(productQuery(slug).queryKey)?.image;
      return src ? { src } : null;
    },
  },
  search: {
    prefetch: (client, _params, search) => prefetchSearchPage(client, search),
    lcpImage: (client, _params, search) =>
      firstCard(client.getQueryData(searchQuery(readSearchFilters(search)).queryKey)?.items),
  },
  'vendor/:slug': {
    prefetch: (client, { slug = '' }, search) => prefetchShopPage(client, slug, search),
    lcpImage: (client, { slug = '' }, search) =>
      firstCard(client.getQueryData(shopProductsQuery(slug, readShopFilters(search)).queryKey)?.items),
  },
};

/**
 * The public page at `url` with its data fetched into `client` (the header's categories too), or
 * null when `url` is not one (an account, cart or vendor page: those render in the browser).
 */
export async function preparePublicPage(
  routes: RouteObject[],
  url: URL,
  client: QueryClient,
): Promise<{ lcpImage: LcpImage | null } | null> {
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  const page = PUBLIC_PAGES[leaf.route.index ? '/' : (leaf.route.path ?? '')];
  if (!page) return null;
  await Promise.all([
    client.prefetchQuery(categoriesQuery),
    page.prefetch(client, leaf.params, url.searchParams),
  ]);
  return { lcpImage: page.lcpImage(client, leaf.params, url.searchParams) };
}
