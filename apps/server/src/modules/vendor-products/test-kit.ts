import { readdir } from 'node:fs/promises';
import { productSavedSchema, type VendorProduct } from '@pasal/domain';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import {
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
} from '../../db/schema/index.ts';
import { createUser, createVendor } from '../../db/seed/factories.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';

/** What the vendor-products tests share: shops, real pictures, the editor's form, the media folder. */

export type Upload = { data: Buffer; filename: string; type: string };
export type FormFields = Record<string, string | Upload>;

/** A real picture, drawn by sharp: a PNG or a JPEG of one colour. */
export async function picture(format: 'png' | 'jpeg', background = '#c0392b', width = 64, height = 48) {
  const data = await sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();
  return { data, filename: `picture.${format === 'png' ? 'png' : 'jpg'}`, type: `image/${format}` };
}

/** Files that are not pictures, under pictures' names and types. */
export const NOT_PICTURES: Record<string, Upload> = {
  'a renamed PDF': {
    data: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    filename: 'phone.png',
    type: 'image/png',
  },
  'an SVG with a script': {
    data: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ),
    filename: 'phone.svg',
    type: 'image/svg+xml',
  },
  'a text file': {
    data: Buffer.from('just some words, not a picture'),
    filename: 'notes.jpg',
    type: 'image/jpeg',
  },
};

/** A vendor with a shop, signed in. */
export async function openShop(t: TestApp, name?: string) {
  const user = await createUser(t.db);
  const vendor = await createVendor(t.db, { userId: user.id, ...(name ? { name } : {}) });
  return {
    userId: user.id,
    vendorId: vendor.id,
    headers: await t.bearer({ user_id: user.id, vendor_id: vendor.id }),
  };
}
export type Shop = Awaited<ReturnType<typeof openShop>>;

/** The editor's required fields, as it sends them (strings, rupees). */
export const basics = (category: number, extra: FormFields = {}): FormFields => ({
  title: 'Redmi Note 13 Pro',
  description: 'A phone with a big battery.',
  category: String(category),
  price: '27999',
  old_price: '29999',
  shipping_amount: '150',
  stock_qty: '12',
  ...extra,
});

/** POST vendor-create-product/ as a multipart form. */
export async function createForm(t: TestApp, shop: Shop, fields: FormFields) {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/vendor-create-product/',
    headers: { ...shop.headers, ...form.headers },
    payload: form.payload,
  });
}

/** PATCH vendor-update-product/{vendor_id}/{pid}/ as a multipart form. */
export async function updateForm(t: TestApp, shop: Shop, pid: string, fields: FormFields) {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/vendor-update-product/${shop.vendorId}/${pid}/`,
    headers: { ...shop.headers, ...form.headers },
    payload: form.payload,
  });
}

/** The product a successful save answers. */
export function savedProduct(res: { statusCode: number; body: string }, status = 201): VendorProduct {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return productSavedSchema.parse(JSON.parse(res.body)).product;
}

/** Every file under the test app's media folder. */
export async function mediaFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath}/${e.name}`)
    .sort();
}

/** How many rows the product tables hold, to show a refused save left none behind. */
export async function rowCounts(t: TestApp) {
  const tables = { products, productSizes, productColors, productSpecifications, productGallery };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
