import { formatNpr, paisaToDecimal, RESERVED_SHOP_SLUGS, searchQuerySchema } from '@pasal/domain';
import type { Db } from '../../db/client.ts';
import { mediaUrl } from '../media/image-variants.ts';
import {
  DEFAULT_IMAGE_PATH,
  type PageMeta,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_TITLE,
  summarize,
} from './page-head.ts';
import { findCategoryPreview, findProductPreview, findShopPreview } from './page-meta.service.ts';

/** What a page path gets: its own tags (or the shell's defaults when null), and the status. */
export interface PagePreview {
  meta: PageMeta | null;
  status: 200 | 404;
}

const GENERIC: PagePreview = { meta: null, status: 200 };
/** An address of a product or shop that is not (or no longer) public: the app shows its not-found page. */
const MISSING: PagePreview = { meta: null, status: 404 };

/** Longer than any slug we make (slugify cuts at 60 plus a suffix): not worth a query. */
const MAX_SLUG = 200;

const titled = (name: string) => `${name} · ${SITE_NAME}`;

/**
 * One path segment decoded, or null when it cannot be a slug. Fastify already refuses malformed
 * percent-encoding with a 400 before routing; the catch keeps a page from ever becoming a 500.
 */
function slugOf(segment: string | undefined): string | null {
  if (!segment || segment.length > MAX_SLUG) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The preview of the page at `url` (path and query, as requested): product, public shop,
 * search and home pages have their own; every other page keeps the shell's defaults. At most
 * one indexed query.
 */
export async function pagePreview(db: Db, publicUrl: string, url: string): Promise<PagePreview> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const image = (key: string | null) =>
    key ? mediaUrl(publicUrl, key, 'full') : publicUrl + DEFAULT_IMAGE_PATH;

  if (pathname === '/') {
    return {
      status: 200,
      meta: {
        title: SITE_TITLE,
        description: SITE_DESCRIPTION,
        url: `${publicUrl}/`,
        image: image(null),
        type: 'website',
      },
    };
  }

  const product = /^\/detail\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    const slug = slugOf(product[1]);
    const row = slug === null ? null : await findProductPreview(db, slug);
    if (!row) return MISSING;
    const where = row.category ? `${row.category} at ${row.shopName}` : row.shopName;
    return {
      status: 200,
      meta: {
        title: titled(row.title),
        description: summarize(`${formatNpr(row.price)} · ${where} on Pasal. ${row.description}`),
        url: `${publicUrl}/detail/${encodeURIComponent(row.slug)}/`,
        image: image(row.image),
        type: 'product',
        price: paisaToDecimal(row.price),
      },
    };
  }

  const shop = /^\/vendor\/([^/]+)\/?$/.exec(pathname);
  if (shop) {
    const slug = slugOf(shop[1]);
    // The vendor dashboard's own pages share the /vendor/ prefix; they are private, not shops.
    if (slug !== null && RESERVED_SHOP_SLUGS.has(slug)) return GENERIC;
    const row = slug === null ? null : await findShopPreview(db, slug);
    if (!row) return MISSING;
    return {
      status: 200,
      meta: {
        title: titled(row.name),
        description:
          summarize(row.description) || `${row.name}: a shop on Pasal, the tech marketplace of Nepal.`,
        url: `${publicUrl}/vendor/${encodeURIComponent(row.slug)}/`,
        image: image(row.image),
        type: 'profile',
      },
    };
  }

  if (/^\/search\/?$/.test(pathname)) return searchPreview(db, publicUrl, searchParams, image);
  return GENERIC;
}

/** A search: titled as the page titles itself (search.tsx), the words before the category. */
async function searchPreview(
  db: Db,
  publicUrl: string,
  params: URLSearchParams,
  image: (key: string | null) => string,
): Promise<PagePreview> {
  const shape = searchQuerySchema.shape;
  const query = shape.query.safeParse(params.get('query') ?? undefined).data;
  const categoryId = shape.category.safeParse(params.get('category') ?? undefined).data;
  const category = categoryId === undefined ? null : await findCategoryPreview(db, categoryId);

  const canonical = new URLSearchParams();
  if (query) canonical.set('query', query);
  if (category) canonical.set('category', String(category.id));
  const search = canonical.size ? `?${canonical}` : '';
  const name = category?.title ?? 'All products';
  const description = query
    ? `Products matching “${query}”${category ? ` in ${category.title}` : ''} on Pasal, from trusted vendors across Nepal.`
    : `${name} on Pasal, from trusted vendors across Nepal. Cash on delivery, eSewa, Khalti, ConnectIPS and cards.`;
  return {
    status: 200,
    meta: {
      title: titled(query ? `Search: ${query}` : name),
      description: summarize(description),
      url: `${publicUrl}/search/${search}`,
      image: image(category?.image ?? null),
      type: 'website',
    },
  };
}
