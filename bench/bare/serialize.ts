/**
 * Rows into the JSON Pasal answers (catalog.serializers.ts), written out by hand: money in paisa
 * as "rupees.paisa" strings, picture keys as absolute URLs of their WebP sizes.
 */

const IMAGE_WIDTHS = { thumb: 400, full: 800 } as const;

export function mediaUrl(origin: string, key: string | null, size: keyof typeof IMAGE_WIDTHS): string {
  if (!key) return '';
  if (/^https?:\/\//.test(key)) return key;
  return `${origin}/media/${key}-${IMAGE_WIDTHS[size]}.webp`;
}

/** 14999950 paisa (a bigint: a string from node-postgres, a number inside JSON) → "149999.50". */
export function rupees(paisa: string | number): string {
  const n = Number(paisa);
  const abs = Math.abs(Math.trunc(n));
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface CategoryRow {
  id: number;
  title: string;
  slug: string;
  image: string | null;
}

export const category = (origin: string, c: CategoryRow) => ({
  id: c.id,
  title: c.title,
  slug: c.slug,
  image: mediaUrl(origin, c.image, 'thumb'),
});

/**
 * A card row as catalogue-sql.ts selects it, as an array (three tables share column names):
 * sizes and colours (JSON), the product's 19 columns, the shop's 5, the category's 4, and on a
 * product page its specifications and gallery (JSON).
 */
export type CardRow = unknown[];
const PRODUCT = 2;
const VENDOR = PRODUCT + 19;
const CATEGORY = VENDOR + 5;
const PAGE_PARTS = CATEGORY + 4;

interface Size {
  id: number;
  name: string;
  price: number;
  hasPrice: boolean;
}
interface Color {
  id: number;
  name: string;
  colorCode: string;
}

export function card(origin: string, row: CardRow) {
  const [sizes, colors] = row as [Size[], Color[]];
  const [id, pid, slug, , , title, , image, price, oldPrice, shipping, stockQty, featured, status] =
    row.slice(PRODUCT) as [
      number,
      string,
      string,
      number,
      number,
      string,
      string,
      string | null,
      string,
      string,
      string,
      number,
      boolean,
      string,
    ];
  const [rating, ratingCount, orders, createdAt] = row.slice(PRODUCT + 14) as [string, number, number, Date];
  const [vendorId, vendorName, vendorSlug, vendorImage, vendorDescription] = row.slice(VENDOR) as [
    number,
    string,
    string,
    string | null,
    string,
  ];
  const [cId, cTitle, cSlug, cImage] = row.slice(CATEGORY) as [number | null, string, string, string | null];
  return {
    id,
    pid,
    slug,
    title,
    image: mediaUrl(origin, image, 'full'),
    image_thumb: mediaUrl(origin, image, 'thumb'),
    price: rupees(price),
    old_price: rupees(oldPrice),
    shipping_amount: rupees(shipping),
    stock_qty: stockQty,
    in_stock: stockQty > 0,
    featured,
    status,
    product_rating: Number(rating),
    rating: Number(rating),
    rating_count: ratingCount,
    orders,
    category: cId ? category(origin, { id: cId, title: cTitle, slug: cSlug, image: cImage }) : null,
    vendor: {
      id: vendorId,
      name: vendorName,
      slug: vendorSlug,
      image: mediaUrl(origin, vendorImage, 'thumb'),
      description: vendorDescription,
    },
    date: createdAt.toISOString(),
    size: sizes.map((s) => ({ id: s.id, name: s.name, price: s.hasPrice ? rupees(s.price) : null })),
    color: colors.map((c) => ({ id: c.id, name: c.name, color_code: c.colorCode })),
  };
}

/** The product page: the card, its description, specifications and gallery. */
export function productPage(origin: string, row: CardRow) {
  const [specifications, gallery] = row.slice(PAGE_PARTS) as [
    { id: number; title: string; content: string }[],
    { id: number; image: string }[],
  ];
  return {
    ...card(origin, row),
    description: row[PRODUCT + 6] as string,
    specification: specifications.map((s) => ({ id: s.id, title: s.title, content: s.content })),
    gallery: gallery.map((g) => ({
      id: g.id,
      image: mediaUrl(origin, g.image, 'full'),
      image_thumb: mediaUrl(origin, g.image, 'thumb'),
    })),
  };
}
