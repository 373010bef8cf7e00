import { inflateSync } from 'node:zlib';
import { formatNpr } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCoupon,
  createOrder,
  createProduct,
  createUser,
  createVendor,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The text PDFKit drew, one string per text operation: its content streams inflated, the hex
 * strings of each `[...] TJ` joined (kerning numbers dropped) and read as Latin-1. Each stream
 * is cut at its dictionary's `/Length`: compressed bytes may end in a CR, which a search for
 * the `endstream` keyword would take for part of the line break.
 */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const op of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(op[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}

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

    const text = pdfText(pdf);
    const at = (s: string) => text.findIndex((t) => t.includes(s));
    expect(text).toContain('Gita Shrestha');
    expect(text.some((t) => t.includes(order.oid))).toBe(true);
    // Each vendor's heading, its own lines, then its subtotal, before the next vendor.
    expect(at('Kathmandu Computers')).toBeLessThan(at('MacBook Pro M2'));
    expect(at('MacBook Pro M2')).toBeLessThan(at('Kathmandu Computers subtotal'));
    expect(at('Kathmandu Computers subtotal')).toBeLessThan(at('Pokhara Phones'));
    expect(text).toContain('Galaxy S24 (256GB, Black, coupon TIHAR -10%)');
    expect(text).toContain('Rs. 1,49,999');
    // 2 × 1,00,000 less 10%.
    expect(text.filter((t) => t === 'Rs. 1,80,000')).toHaveLength(2);
    expect(text).toContain('Total');
    expect(text[text.length - 1]).toBe(formatNpr(order.total));
  });

  it('answers 404 JSON for an unknown order', async () => {
    const res = await t.app.inject('/api/invoice/unknownorder1234/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Order not found.' });
  });
});
