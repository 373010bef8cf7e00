import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let buyer: number;
let stranger: number;
let seller: { userId: number; vendorId: number };
let otherSeller: { userId: number; vendorId: number };
let customerOid: string;
let guestOid: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await createUser(t.db)).id;
  stranger = (await createUser(t.db)).id;
  const sellers = [];
  for (let i = 0; i < 2; i++) {
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id });
    sellers.push({ userId: owner.id, vendorId: shop.id });
  }
  [seller, otherSeller] = sellers as [typeof seller, typeof seller];
  const product = await createProduct(t.db, { vendorId: seller.vendorId, stockQty: 50 });
  customerOid = (await placeOrder(t, [{ product_id: product.id, qty: 1 }], { userId: buyer })).oid;
  guestOid = (await placeOrder(t, [{ product_id: product.id, qty: 1 }])).oid;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST'; url: (oid: string) => string; body?: (oid: string) => object };
/** Every call that reads or acts on an order named by its oid, except public tracking. */
const BUYER_ONLY: Record<string, Call> = {
  checkout: { method: 'GET', url: (oid) => `/api/v1/checkout/${oid}/` },
  coupon: {
    method: 'POST',
    url: () => '/api/v1/coupon/',
    body: (oid) => ({ order_oid: oid, coupon_code: 'NOPE' }),
  },
  'stripe-checkout': { method: 'GET', url: (oid) => `/api/v1/stripe-checkout/${oid}/` },
  'paypal-checkout': { method: 'POST', url: (oid) => `/api/v1/paypal-checkout/${oid}/` },
  'connectips-checkout': { method: 'POST', url: (oid) => `/api/v1/connectips-checkout/${oid}/` },
  'payment-success': {
    method: 'POST',
    url: (oid) => `/api/v1/payment-success/${oid}/`,
    body: (oid) => ({ order_oid: oid }),
  },
};
const invoice: Call = { method: 'GET', url: (oid) => `/api/v1/invoice/${oid}/` };

async function call(c: Call, oid: string, as?: { user_id: number; vendor_id?: number }) {
  return t.app.inject({
    method: c.method,
    url: c.url(oid),
    ...(c.body ? { payload: c.body(oid) } : {}),
    headers: as ? await t.bearer(as) : {},
  });
}

describe("a signed-in customer's order is theirs alone", () => {
  for (const [name, c] of Object.entries({ ...BUYER_ONLY, invoice })) {
    it(`${name}: anonymous 401, another customer 403, the buyer gets past the check`, async () => {
      const anonymous = await call(c, customerOid);
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).toMatchObject({ detail: expect.any(String) });
      expect((await call(c, customerOid, { user_id: stranger })).statusCode).toBe(403);
      expect([401, 403]).not.toContain((await call(c, customerOid, { user_id: buyer })).statusCode);
    });
  }

  it("gives the invoice to the order's vendor but not to another shop; checkout stays the buyer's", async () => {
    const asSeller = { user_id: seller.userId, vendor_id: seller.vendorId };
    const pdf = await call(invoice, customerOid, asSeller);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const asOther = { user_id: otherSeller.userId, vendor_id: otherSeller.vendorId };
    expect((await call(invoice, customerOid, asOther)).statusCode).toBe(403);
    expect((await call(BUYER_ONLY.checkout as Call, customerOid, asSeller)).statusCode).toBe(403);
  });

  it("keeps a guest's order open to whoever holds its random oid", async () => {
    for (const c of [BUYER_ONLY.checkout as Call, invoice]) {
      expect((await call(c, guestOid)).statusCode).toBe(200);
      expect((await call(c, guestOid, { user_id: stranger })).statusCode).toBe(200);
    }
  });

  it('leaves an unknown or malformed oid to the route: 404 or 400 JSON, never 500', async () => {
    const checkout = BUYER_ONLY.checkout as Call;
    expect((await call(checkout, 'zzzzzzzzzzzzzzzz')).statusCode).toBe(404);
    expect((await call(checkout, 'not an oid')).statusCode).toBe(400);
  });
});
