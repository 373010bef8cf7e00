import { PRODUCT_FORM_MESSAGES, PRODUCT_MESSAGES, productDetailSchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  basics,
  createForm,
  mediaFiles,
  openShop,
  picture,
  type Shop,
  savedProduct,
  updateForm,
} from './test-kit.ts';

let t: TestApp;
let shop: Shop;
let phones: number;
let laptops: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  phones = (await createCategory(t.db, { title: 'Phones' })).id;
  laptops = (await createCategory(t.db, { title: 'Laptops' })).id;
});
afterAll(() => t.close());

const storefront = async (slug: string) => {
  const res = await t.app.inject(`/api/v1/products/${slug}/`);
  return res.statusCode === 200 ? productDetailSchema.parse(res.json()) : null;
};
const editorView = async (pid: string) =>
  productDetailSchema.parse(
    (
      await t.app.inject({
        url: `/api/v1/vendor-update-product/${shop.vendorId}/${pid}/`,
        headers: shop.headers,
      })
    ).json(),
  );
const mediaPath = (url: string) => new URL(url).pathname;

/** The full form of the browser journey: two gallery pictures, a spec, two sizes, two colours. */
async function fullForm(category: number) {
  return {
    ...basics(category),
    status: 'published',
    image: await picture('png', '#1d4ed8'),
    'gallery[0][image]': await picture('png', '#16a34a'),
    'gallery[1][image]': await picture('jpeg', '#f59e0b'),
    'specifications[0][title]': 'Battery',
    'specifications[0][content]': '5000 mAh',
    'sizes[0][name]': '8GB/256GB',
    'sizes[0][price]': '27999',
    'sizes[1][name]': '12GB/512GB',
    'sizes[1][price]': '32999.50',
    'colors[0][name]': 'Midnight Black',
    'colors[0][color_code]': '#111111',
    'colors[1][name]': 'Ocean Teal',
    'colors[1][color_code]': 'rgb(0, 128, 128)',
  };
}

describe('creating a product', () => {
  it('saves the whole form for the token’s shop, and the storefront shows it', async () => {
    const other = await openShop(t);
    const res = await createForm(t, shop, { ...(await fullForm(phones)), vendor: String(other.vendorId) });
    expect(res.json().message).toBe(PRODUCT_MESSAGES.created);
    const product = savedProduct(res);
    expect(product).toMatchObject({
      slug: 'redmi-note-13-pro',
      pid: expect.stringMatching(/^[a-z0-9]{10}$/),
      status: 'published',
      vendor: { id: shop.vendorId },
    });
    const page = await storefront(product.slug);
    expect(page).toMatchObject({
      title: 'Redmi Note 13 Pro',
      description: 'A phone with a big battery.',
      price: '27999.00',
      old_price: '29999.00',
      shipping_amount: '150.00',
      stock_qty: 12,
      category: { id: phones, title: 'Phones' },
      vendor: { id: shop.vendorId },
      specification: [{ title: 'Battery', content: '5000 mAh' }],
      size: [
        { name: '8GB/256GB', price: '27999.00' },
        { name: '12GB/512GB', price: '32999.50' },
      ],
      color: [
        { name: 'Midnight Black', color_code: '#111111' },
        { name: 'Ocean Teal', color_code: 'rgb(0, 128, 128)' },
      ],
    });
    expect(page?.gallery).toHaveLength(2);
    // Every picture re-encoded to the WebP sizes and served from /media.
    const urls = [
      page?.image,
      page?.image_thumb,
      ...(page?.gallery ?? []).flatMap((g) => [g.image, g.image_thumb]),
    ];
    expect(new Set(urls).size).toBe(6);
    for (const url of urls) {
      const served = await t.app.inject(mediaPath(url ?? ''));
      expect(served.statusCode, url).toBe(200);
      const { format, width } = await sharp(served.rawPayload).metadata();
      expect(format).toBe('webp');
      expect(width).toBe(url?.endsWith('-400.webp') ? 400 : 800);
    }
  });

  it('takes a JSON body with nested rows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor-create-product/',
      headers: shop.headers,
      payload: {
        ...basics(laptops, { title: 'ThinkPad X1 Carbon' }),
        price: 215000,
        old_price: 239999.5,
        specifications: [
          { title: 'CPU', content: 'Core Ultra 7' },
          { title: 'GPU', content: '' },
        ],
        sizes: [{ name: '32GB', price: '239999' }],
        colors: [{ name: 'Black', color_code: 'black' }],
      },
    });
    const product = savedProduct(res);
    expect(product).toMatchObject({
      slug: 'thinkpad-x1-carbon',
      price: '215000.00',
      old_price: '239999.50',
      image: '',
      specification: [{ title: 'CPU', content: 'Core Ultra 7' }],
      size: [{ name: '32GB', price: '239999.00' }],
      color: [{ name: 'Black', color_code: 'black' }],
      gallery: [],
    });
  });

  it('reads an empty file input (no file chosen) as no picture', async () => {
    const empty = { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' };
    const product = savedProduct(
      await createForm(
        t,
        shop,
        basics(phones, { title: 'Moto G85', image: empty, 'gallery[0][image]': empty }),
      ),
    );
    expect(product).toMatchObject({ image: '', gallery: [] });
  });

  it('gives a title already taken the next free address', async () => {
    const first = savedProduct(await createForm(t, shop, basics(phones, { title: 'Galaxy A55' })));
    const second = savedProduct(await createForm(t, shop, basics(phones, { title: 'Galaxy A55' })));
    expect([first.slug, second.slug]).toEqual(['galaxy-a55', 'galaxy-a55-2']);
    expect(first.pid).not.toBe(second.pid);
  });

  it('answers 400 with the editor’s messages for bad fields', async () => {
    const res = await createForm(t, shop, {
      ...basics(phones),
      price: '0',
      'colors[0][name]': 'Red',
      'colors[0][color_code]': 'reddish',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      price: [PRODUCT_FORM_MESSAGES.price],
      'colors.0.color_code': [PRODUCT_FORM_MESSAGES.colorCode],
    });
  });

  it('keeps a draft off the storefront until it is published', async () => {
    const draft = savedProduct(
      await createForm(t, shop, basics(phones, { title: 'Pixel 9 Draft', status: 'draft' })),
    );
    expect(draft.status).toBe('draft');
    expect(await storefront(draft.slug)).toBeNull();
    const listed = await t.app.inject('/api/v1/products/?page_size=100');
    expect(listed.json().map((p: { slug: string }) => p.slug)).not.toContain(draft.slug);
    const searched = await t.app.inject('/api/v1/search/?query=pixel');
    expect(searched.json()).toEqual([]);
    expect((await editorView(draft.pid)).status).toBe('draft');

    savedProduct(await updateForm(t, shop, draft.pid, basics(phones, { title: 'Pixel 9 Draft' })), 200);
    expect(await storefront(draft.slug)).toMatchObject({ status: 'published' });
  });
});

describe('updating a product (spec §5)', () => {
  it('changes the price the storefront shows, keeping its address and thumbnail', async () => {
    const created = savedProduct(await createForm(t, shop, await fullForm(phones)));
    const res = await updateForm(t, shop, created.pid, {
      ...basics(phones),
      price: '25999',
      title: 'Redmi Note 13 Pro 5G',
    });
    expect(res.json().message).toBe(PRODUCT_MESSAGES.updated);
    const updated = savedProduct(res, 200);
    expect(updated).toMatchObject({ slug: created.slug, image: created.image, price: '25999.00' });
    expect(await storefront(created.slug)).toMatchObject({
      price: '25999.00',
      title: 'Redmi Note 13 Pro 5G',
    });
  });

  it('leaves a product the marketplace took down as it is: the vendor cannot publish it', async () => {
    const created = savedProduct(await createForm(t, shop, basics(phones, { title: 'Recalled Charger' })));
    await t.db.update(products).set({ status: 'disabled' }).where(eq(products.pid, created.pid));
    const updated = savedProduct(
      await updateForm(
        t,
        shop,
        created.pid,
        basics(phones, { title: 'Recalled Charger', status: 'published' }),
      ),
      200,
    );
    expect(updated.status).toBe('disabled');
    expect(await storefront(created.slug)).toBeNull();
  });

  it('replaces the rows with the complete ones sent, dropping the rest', async () => {
    const created = savedProduct(await createForm(t, shop, await fullForm(phones)));
    const updated = savedProduct(
      await updateForm(t, shop, created.pid, {
        ...basics(phones),
        'specifications[0][title]': 'Display',
        'specifications[0][content]': '6.67" AMOLED',
        'specifications[1][title]': 'Weight',
        'specifications[1][content]': ' ',
        'sizes[0][name]': '16GB/1TB',
        'sizes[0][price]': '',
        'colors[0][name]': 'Aurora Purple',
        'colors[0][color_code]': '#7c3aed',
        'colors[1][name]': '',
        'colors[1][color_code]': '#000',
      }),
      200,
    );
    expect(updated.specification).toMatchObject([{ title: 'Display', content: '6.67" AMOLED' }]);
    expect(updated.size).toEqual([]);
    expect(updated.color).toMatchObject([{ name: 'Aurora Purple', color_code: '#7c3aed' }]);
    // Pictures were not sent: the thumbnail and gallery stay.
    expect(updated.image).toBe(created.image);
    expect(updated.gallery).toEqual(created.gallery);
  });

  it('adds gallery pictures, takes off those asked for, and removes their files', async () => {
    const created = savedProduct(await createForm(t, shop, await fullForm(phones)));
    const [first, second] = created.gallery;
    const res = await updateForm(t, shop, created.pid, {
      ...basics(phones),
      image: await picture('jpeg', '#be185d'),
      'gallery_remove[0]': String(first?.id),
      'gallery[0][image]': await picture('png', '#0891b2'),
    });
    const updated = savedProduct(res, 200);
    expect(updated.image).not.toBe(created.image);
    expect(updated.gallery.map((g) => g.id)).toEqual([second?.id, expect.any(Number)]);
    const files = await mediaFiles(t);
    const stored = (url: string) => files.some((f) => f.endsWith(mediaPath(url).replace('/media', '')));
    for (const gone of [created.image, created.image_thumb, first?.image ?? '', first?.image_thumb ?? '']) {
      expect(stored(gone), gone).toBe(false);
    }
    for (const kept of [updated.image, second?.image ?? '', ...updated.gallery.map((g) => g.image_thumb)]) {
      expect(stored(kept), kept).toBe(true);
    }
  });

  it('ignores gallery ids of another product, and holds the gallery to its limit', async () => {
    const created = savedProduct(await createForm(t, shop, await fullForm(phones)));
    const stranger = savedProduct(await createForm(t, shop, await fullForm(phones)));
    const kept = savedProduct(
      await updateForm(t, shop, created.pid, {
        ...basics(phones),
        'gallery_remove[0]': String(stranger.gallery[0]?.id),
      }),
      200,
    );
    expect(kept.gallery).toHaveLength(2);
    expect((await editorView(stranger.pid)).gallery).toHaveLength(2);

    const fill: Record<string, Awaited<ReturnType<typeof picture>>> = {};
    for (let i = 0; i < 11; i++) fill[`gallery[${i}][image]`] = await picture('png', '#475569', 8, 8);
    const over = await updateForm(t, shop, created.pid, { ...basics(phones), ...fill });
    expect(over.statusCode).toBe(400);
    expect(over.json().gallery).toEqual(['A product may have at most 12 gallery pictures.']);
    expect((await editorView(created.pid)).gallery).toHaveLength(2);
  });
});
