import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productGallery, productSpecifications, products, vendors } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { appsRememberingAndNot, type RememberingAndNot } from '../../test/remembering-apps.ts';
import type { TestApp } from '../../test/test-app.ts';

let apps: RememberingAndNot;
let product: { id: number };
let shop: { id: number };
const PAGE = '/api/v1/products/asus-zenbook-14/';

const ask = (t: TestApp, host = 'shop.example') => t.app.inject({ url: PAGE, headers: { host } });

/** What the remembering app's product page says now, once its answer agrees with `check`. */
async function untilShown<T>(read: (page: Record<string, unknown>) => T, expected: T) {
  await expect.poll(async () => read((await ask(apps.remembering)).json())).toEqual(expected);
}

/**
 * Until the page is answered without a statement: products made just before may still be on their
 * way as notifications, and the first answers after them may read the page once more.
 */
async function untilRemembered() {
  await expect
    .poll(async () => {
      const from = apps.statements.length;
      await ask(apps.remembering);
      return apps.statements.length - from;
    })
    .toBe(0);
}

beforeAll(async () => {
  apps = await appsRememberingAndNot({ PRODUCT_PAGE_CACHE: 'true' });
  const { db } = apps.remembering;
  shop = await createVendor(db, { userId: (await createUser(db)).id, name: 'Laptop Ghar' });
  product = await createProduct(db, {
    vendorId: shop.id,
    title: 'Asus Zenbook 14',
    slug: 'asus-zenbook-14',
    price: 150_000_00,
    image: 'products/zenbook',
    specifications: [{ title: 'RAM', content: '16 GB' }],
    gallery: ['products/zenbook-side'],
  });
});
afterAll(() => apps.close());

describe('remembered product pages (decision 0029)', () => {
  it('reads a page once, then answers it from memory while the catalogue is unchanged', async () => {
    expect((await ask(apps.remembering)).statusCode).toBe(200);
    await untilRemembered();
  });

  it('answers as the app that remembers nothing does, for each address it is asked at', async () => {
    for (const host of ['shop.example', 'shop.example', 'other.example', 'third.example', 'third.example']) {
      const [remembered, plain] = [await ask(apps.remembering, host), await ask(apps.plain, host)];
      expect(remembered.statusCode).toBe(200);
      expect(remembered.body).toBe(plain.body);
      expect(remembered.headers['content-type']).toBe(plain.headers['content-type']);
      expect((remembered.json() as { image: string }).image).toMatch(new RegExp(`^http://${host}/media/`));
    }
  });

  it('shows a change to the product, its shop, its specifications or its gallery once it is heard of', async () => {
    const { db } = apps.remembering;
    await db.update(products).set({ price: 140_000_00, stockQty: 3 }).where(eq(products.id, product.id));
    await untilShown((page) => [page.price, page.stock_qty], ['140000.00', 3]);

    await db.update(vendors).set({ name: 'Laptop Ghar Pokhara' }).where(eq(vendors.id, shop.id));
    await untilShown((page) => (page.vendor as { name: string }).name, 'Laptop Ghar Pokhara');

    await db.insert(productSpecifications).values({ productId: product.id, title: 'SSD', content: '1 TB' });
    await untilShown(
      (page) => (page.specification as { title: string }[]).map((s) => s.title),
      ['RAM', 'SSD'],
    );

    await db.delete(productGallery).where(eq(productGallery.productId, product.id));
    await untilShown((page) => page.gallery, []);
  });

  it('keeps a page while only other products change: a checkout elsewhere reads nothing again (0030)', async () => {
    const { db } = apps.remembering;
    const elsewhere = await createProduct(db, { vendorId: shop.id, slug: 'tenda-router', stockQty: 9 });
    const stockElsewhere = async () =>
      ((await apps.remembering.app.inject('/api/v1/products/tenda-router/')).json() as { stock_qty: number })
        .stock_qty;
    await untilRemembered();
    await db.update(products).set({ stockQty: 8 }).where(eq(products.id, elsewhere.id));
    // Heard of once the other page shows it; changes are heard in the order they commit.
    await expect.poll(stockElsewhere).toBe(8);
    const from = apps.statements.length;
    expect((await ask(apps.remembering)).body).toBe((await ask(apps.plain)).body);
    // The plain app's read is the only statement.
    expect(apps.statements.length - from).toBe(1);
  });

  it('stops answering a product taken off sale, and never remembers a page that is not there', async () => {
    const { db } = apps.remembering;
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, product.id));
    await expect.poll(async () => (await ask(apps.remembering)).statusCode).toBe(404);
    await db.update(products).set({ status: 'published' }).where(eq(products.id, product.id));
    await expect.poll(async () => (await ask(apps.remembering)).statusCode).toBe(200);

    const missing = () => apps.remembering.app.inject('/api/v1/products/no-such-product/');
    expect((await missing()).statusCode).toBe(404);
    const from = apps.statements.length;
    expect((await missing()).json()).toEqual({ detail: 'Product not found.' });
    expect(apps.statements.length - from).toBe(1);
  });
});
