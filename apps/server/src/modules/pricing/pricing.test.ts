import { decimalToPaisa, previewLine, pricingRatesSchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxRates } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_FEE_PERCENT: '7.5' } });
});
afterAll(() => t.close());

const rates = async () => {
  const res = await t.app.inject('/api/v1/pricing/');
  expect(res.statusCode, res.body).toBe(200);
  return pricingRatesSchema.parse(res.json());
};

describe('GET v1/pricing/', () => {
  it('states the configured service fee and Nepal 13% VAT before any tax row exists', async () => {
    expect(await rates()).toEqual({ service_fee_percent: 7.5, tax_rates: [{ country: 'Nepal', rate: 13 }] });
  });

  it('lists every active tax_rates row (no inactive one) and follows a Nepal row', async () => {
    await t.db.insert(taxRates).values([
      { country: 'India', rateBp: 1800 },
      { country: 'Bhutan', rateBp: 500, active: false },
      { country: 'Nepal', rateBp: 1250 },
    ]);
    try {
      expect((await rates()).tax_rates).toEqual([
        { country: 'Nepal', rate: 12.5 },
        { country: 'India', rate: 18 },
      ]);
    } finally {
      await t.db.delete(taxRates).where(eq(taxRates.active, true));
      await t.db.delete(taxRates).where(eq(taxRates.country, 'Bhutan'));
    }
  });

  it("lets the app preview exactly the cart's totals (one pricing function on both sides)", async () => {
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id });
    const product = await createProduct(t.db, { vendorId: shop.id, price: 1_234_56, shippingAmount: 99_99 });
    const cart = 'PREVIEW'.padEnd(30, 'A');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart-view/',
      payload: { cart_id: cart, product_id: product.id, qty: 3, country: 'Nepal' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const detail = (await t.app.inject(`/api/v1/cart-detail/${cart}/`)).json() as Record<
      string,
      string | number
    >;
    const paisa = (key: string) => decimalToPaisa(detail[key] ?? '');

    const preview = previewLine(await rates(), {
      unitPrice: '1234.56',
      shippingAmount: '99.99',
      qty: 3,
      country: 'Nepal',
    });
    expect(preview).toMatchObject({
      subTotal: paisa('sub_total'),
      shipping: paisa('shipping'),
      tax: paisa('tax'),
      serviceFee: paisa('service_fee'),
      total: paisa('total'),
    });
  });
});
