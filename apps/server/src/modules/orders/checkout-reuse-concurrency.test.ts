import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { fillCart, newCartId, postCreateOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Checkout clicked many times at once for one unchanged cart, on PostgreSQL (PGlite runs one
 * statement at a time, so only PostgreSQL can show the race): one order, every answer its oid.
 */
let t: TestApp;
const CLICKS = 8;
const ROUNDS = 4;

describe.skipIf(!process.env.DATABASE_URL)('checkout clicked at once (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('concurrent create-order calls for one unchanged cart make one order', async () => {
    const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
    for (let round = 0; round < ROUNDS; round++) {
      const product = await createProduct(t.db, { vendorId: shop.id });
      const cartId = newCartId();
      await fillCart(t, cartId, [{ product_id: product.id, qty: 1 }]);
      const answers = await Promise.all(Array.from({ length: CLICKS }, () => postCreateOrder(t, cartId)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(201);
      expect(new Set(answers.map((res) => res.json().order_oid)).size).toBe(1);
      const [made] = await t.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId));
      expect(made?.n).toBe(1);
    }
  });
});
