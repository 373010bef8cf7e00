import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shopper: { id: number };
const guestCart = 'ABCDEFGHIJKL0123456789ABCDEFGH';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, { userId: owner.id, name: 'Pokhara Tech', slug: 'pokhara-tech' });
  shopper = await createUser(t.db);
  const phone = await createProduct(t.db, {
    vendorId: shop.id,
    price: 50_000_00,
    sizes: [{ name: '128GB' }, { name: '256GB', price: 60_000_00 }],
  });
  await t.db.insert(cartItems).values([
    { cartId: guestCart, productId: phone.id, qty: 2, size: '128GB', color: 'Black' },
    { cartId: guestCart, productId: phone.id, qty: 1, size: '256GB', color: 'Black' },
    { cartId: 'SOMEONEELSE', userId: shopper.id, productId: phone.id, qty: 3, size: '256GB' },
  ]);
});
afterAll(() => t.close());

describe('cart list', () => {
  it("lists a guest's lines priced by the server, the chosen size's own price winning", async () => {
    const res = await t.app.inject(`/api/v1/cart-list/${guestCart}/`);
    expect(res.statusCode).toBe(200);
    const lines = res.json();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ qty: 2, size: '128GB', price: '50000.00', sub_total: '100000.00' });
    expect(lines[1]).toMatchObject({ qty: 1, size: '256GB', price: '60000.00', sub_total: '60000.00' });
    // The cart line says who sells it and links to that shop's page.
    expect(lines[0].product.vendor).toMatchObject({ name: 'Pokhara Tech', slug: 'pokhara-tech' });
  });

  it("lists a signed-in shopper's own lines only to that shopper", async () => {
    const url = `/api/v1/cart-list/${guestCart}/${shopper.id}/`;
    const mine = await t.app.inject({ url, headers: await t.bearer({ user_id: shopper.id }) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((l: { qty: number }) => l.qty)).toEqual([3]);
    const theirs = await t.app.inject({ url, headers: await t.bearer({ user_id: shopper.id + 1 }) });
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject(url)).statusCode).toBe(401);
  });

  it('gives an empty list for an unknown cart', async () => {
    const res = await t.app.inject('/api/cart-list/LLLLLLLLLLLLLLLLLLLLLLLLLLLLLL/');
    expect(res.json()).toEqual([]);
  });
});
