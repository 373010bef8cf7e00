import { PRODUCT_MESSAGES } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory, createOrder, createProduct, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { basics, createForm, openShop, picture, type Shop, savedProduct, updateForm } from './test-kit.ts';

let t: TestApp;
let shop: Shop;
let rival: Shop;
let phones: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'Kathmandu Gadgets');
  rival = await openShop(t, 'Pokhara Phones');
  phones = (await createCategory(t.db, { title: 'Phones' })).id;
});
afterAll(() => t.close());

const stored = async (pid: string) => (await t.db.select().from(products).where(eq(products.pid, pid)))[0];

describe('who may call the vendor product calls', () => {
  it('refuses anonymous callers (401), customers (403) and another shop’s vendor_id (403)', async () => {
    const product = await createProduct(t.db, { vendorId: shop.vendorId });
    const customer = await t.bearer({ user_id: (await createUser(t.db)).id });
    const calls = (vendorId: number): InjectOptions[] => [
      { method: 'GET', url: `/api/v1/vendor/products/${vendorId}/` },
      { method: 'GET', url: `/api/v1/vendor-update-product/${vendorId}/${product.pid}/` },
      {
        method: 'PATCH',
        url: `/api/v1/vendor-update-product/${vendorId}/${product.pid}/`,
        payload: basics(phones),
      },
      { method: 'DELETE', url: `/api/v1/vendor-delete-product/${vendorId}/${product.pid}/` },
    ];
    const create: InjectOptions = {
      method: 'POST',
      url: '/api/v1/vendor-create-product/',
      payload: basics(phones),
    };
    for (const call of [...calls(shop.vendorId), create]) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(
        (await t.app.inject({ ...call, headers: customer })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(403);
    }
    for (const call of calls(shop.vendorId)) {
      const res = await t.app.inject({ ...call, headers: rival.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await stored(product.pid)).toMatchObject({ status: 'published', title: product.title });
  });

  it('answers 404 for another shop’s product on its own path, as for an unknown pid, and changes nothing', async () => {
    const theirs = savedProduct(await createForm(t, rival, basics(phones, { image: await picture('png') })));
    const before = await stored(theirs.pid);
    for (const pid of [theirs.pid, 'nosuchpid1']) {
      const read = await t.app.inject({
        url: `/api/v1/vendor-update-product/${shop.vendorId}/${pid}/`,
        headers: shop.headers,
      });
      const update = await updateForm(t, shop, pid, basics(phones, { price: '1', old_price: '' }));
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/vendor-delete-product/${shop.vendorId}/${pid}/`,
        headers: shop.headers,
      });
      for (const res of [read, update, remove]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ detail: 'Product not found.' });
      }
    }
    expect(await stored(theirs.pid)).toEqual(before);
    const own = await t.app.inject({
      url: `/api/v1/vendor/products/${shop.vendorId}/`,
      headers: shop.headers,
    });
    expect(own.json().map((p: { pid: string }) => p.pid)).not.toContain(theirs.pid);
  });
});

describe('deleting a product', () => {
  it('takes it off the storefront and search at once and keeps the orders that sold it whole', async () => {
    const product = savedProduct(
      await createForm(t, shop, basics(phones, { title: 'Nothing Phone Two', image: await picture('jpeg') })),
    );
    const buyer = await createUser(t.db);
    const { order } = await createOrder(t.db, {
      buyerId: buyer.id,
      items: [{ productId: product.id, qty: 2 }],
    });
    const orderUrl = `/api/v1/customer/order/${buyer.id}/${order.oid}/`;
    const buyerHeaders = await t.bearer({ user_id: buyer.id });
    const orderBefore = (await t.app.inject({ url: orderUrl, headers: buyerHeaders })).json();
    expect((await t.app.inject('/api/v1/search/?query=nothing')).json()).toHaveLength(1);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor-delete-product/${shop.vendorId}/${product.pid}/`,
      headers: shop.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.deleted });

    expect((await t.app.inject(`/api/v1/products/${product.slug}/`)).statusCode).toBe(404);
    const listed = (await t.app.inject('/api/v1/products/?page_size=100')).json();
    expect(listed.map((p: { slug: string }) => p.slug)).not.toContain(product.slug);
    expect((await t.app.inject('/api/v1/search/?query=nothing')).json()).toEqual([]);
    const vendorList = await t.app.inject({
      url: `/api/v1/vendor/products/${shop.vendorId}/`,
      headers: shop.headers,
    });
    expect(vendorList.json().map((p: { pid: string }) => p.pid)).not.toContain(product.pid);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor-delete-product/${shop.vendorId}/${product.pid}/`,
      headers: shop.headers,
    });
    expect(again.statusCode).toBe(404);

    // The order still reads its product, picture and all; its invoice still renders.
    const orderAfter = await t.app.inject({ url: orderUrl, headers: buyerHeaders });
    expect(orderAfter.statusCode).toBe(200);
    expect(orderAfter.json()).toEqual(orderBefore);
    expect(orderAfter.json().orderitem[0].product).toMatchObject({
      title: 'Nothing Phone Two',
      image: product.image_thumb,
    });
    const invoice = await t.app.inject({ url: `/api/v1/invoice/${order.oid}/`, headers: buyerHeaders });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const served = await t.app.inject(new URL(product.image_thumb).pathname);
    expect(served.statusCode).toBe(200);
    expect(await stored(product.pid)).toMatchObject({ status: 'archived', title: 'Nothing Phone Two' });
  });
});
