import { formatNpr, formatOrderNumber } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCoupon,
  createOrder,
  createProduct,
  createUser,
  createVendor,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readPdfText } from './pdf-text.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invoice PDF', () => {
  it('prints an A4 invoice grouped by vendor, with subtotals and order totals in NPR', async () => {
    const owners = [await createUser(t.db), await createUser(t.db)];
    const [kathmandu, pokhara] = [
      await createVendor(t.db, { userId: owners[0]?.id ?? 0, name: 'Kathmandu Computers' }),
      await createVendor(t.db, { userId: owners[1]?.id ?? 0, name: 'Pokhara Phones' }),
    ];
    const laptop = await createProduct(t.db, {
      vendorId: kathmandu.id,
      title: 'MacBook Pro M2',
      price: 149_999_00,
    });
    const phone = await createProduct(t.db, {
      vendorId: pokhara.id,
      title: 'Galaxy S24',
      price: 90_000_00,
      sizes: [{ name: '256GB', price: 100_000_00 }],
    });
    const coupon = await createCoupon(t.db, { vendorId: pokhara.id, code: 'TIHAR', discount: 10 });
    const { order } = await createOrder(t.db, {
      items: [
        { productId: laptop.id, qty: 1 },
        { productId: phone.id, qty: 2, size: '256GB', color: 'Black' },
      ],
      couponIds: [coupon.id],
      fullName: 'Gita Shrestha',
    });

    const res = await t.app.inject(`/api/v1/invoice/${order.oid}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="pasal-invoice-${order.oid}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    const { lines } = await readPdfText(pdf);
    const at = (s: string) => lines.findIndex((line) => line.includes(s));
    expect(lines).toContain('Gita Shrestha');
    expect(lines).toContain(`Order ${formatOrderNumber(order.oid)}`);
    // Each vendor's heading, its own lines, then its subtotal, before the next vendor.
    expect(at('Kathmandu Computers')).toBeLessThan(at('MacBook Pro M2'));
    expect(at('MacBook Pro M2')).toBeLessThan(at('Kathmandu Computers subtotal'));
    expect(at('Kathmandu Computers subtotal')).toBeLessThan(at('Pokhara Phones'));
    // A row reads item, quantity, price, amount: 2 × 1,00,000 less 10%.
    expect(lines).toContain('MacBook Pro M2 1 Rs. 1,49,999 Rs. 1,49,999');
    expect(lines).toContain('Galaxy S24 (256GB, Black, coupon TIHAR -10%) 2 Rs. 1,00,000 Rs. 1,80,000');
    expect(lines).toContain('Pokhara Phones subtotal Rs. 1,80,000');
    expect(lines.at(-1)).toBe(`Total ${formatNpr(order.total)}`);
  });

  it('prints a customer named in Nepali and extracts every Devanagari line as written', async () => {
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id, name: 'काठमाडौं कम्प्युटर्स' });
    // Conjuncts (स्म, प्र), a reph (र्ट), an i-matra (प्रि): glyphs drawn in another order.
    const watch = await createProduct(t.db, {
      vendorId: shop.id,
      title: 'स्मार्ट वाच प्रिमियम',
      price: 12_500_00,
    });
    // Long enough to wrap in the item column: each printed line must extract as written.
    const keyboardTitle = 'मेकानिकल किबोर्ड र वायरलेस माउस सेट, नेपाली र अङ्ग्रेजी अक्षर छापिएको, कार्यालय र घरका लागि';
    const keyboard = await createProduct(t.db, { vendorId: shop.id, title: keyboardTitle, price: 4_999_00 });
    const { order } = await createOrder(t.db, {
      items: [
        { productId: watch.id, qty: 2, color: 'कालो' },
        { productId: keyboard.id, qty: 1 },
      ],
      fullName: 'आरती शर्मा',
      address: 'नयाँ बानेश्वर, काठमाडौं',
      city: 'काठमाडौं',
      state: 'बागमती',
    });

    const res = await t.app.inject(`/api/v1/invoice/${order.oid}/`);
    expect(res.statusCode, res.body).toBe(200);
    const { lines, fonts } = await readPdfText(res.rawPayload);
    // Drawn in the embedded font, not Helvetica (whose glyphs for these would be Latin junk).
    expect([...fonts].sort()).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    expect(lines.slice(0, 2)).toEqual(['Pasal Invoice', `Order ${formatOrderNumber(order.oid)}`]);
    const billTo = lines.indexOf('Bill to');
    expect(lines.slice(billTo + 1, billTo + 4)).toEqual([
      'आरती शर्मा',
      'नयाँ बानेश्वर, काठमाडौं',
      'काठमाडौं, बागमती, Nepal',
    ]);
    expect(lines).toContain('काठमाडौं कम्प्युटर्स');
    expect(lines).toContain('स्मार्ट वाच प्रिमियम (कालो) 2 Rs. 12,500 Rs. 25,000');
    const wrapped = lines.findIndex((line) => line.startsWith('मेकानिकल'));
    expect(lines.slice(wrapped, wrapped + 2).join(' ')).toBe(keyboardTitle);
    expect(lines).toContain('काठमाडौं कम्प्युटर्स subtotal Rs. 29,999');
    expect(lines.at(-1)).toBe(`Total ${formatNpr(order.total)}`);
  });

  it('answers 404 JSON for an unknown order', async () => {
    const res = await t.app.inject('/api/invoice/unknownorder1234/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Order not found.' });
  });
});
