import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COUPON_MANAGEMENT_MESSAGES as COUPON,
  EARNINGS_CSV_COLUMNS,
  earningsCsvFileName,
  formatNprDecimal,
  type Order,
  PRODUCT_MESSAGES,
} from '../../packages/domain/src/index.ts';
import { atPath, fieldError, toastExactly, toastShown } from '../lib/accounts.ts';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectAccessible, expectRefused, openPage, runChecked, settled } from '../lib/pages.ts';
import {
  answerHostedPage,
  apiGet,
  checkout,
  fillShipping,
  holdCart,
  payWith,
  prepareCart,
  readDownload,
} from '../lib/shopping.ts';
import { demoVendor } from '../lib/vendor.ts';

const journey = useJourney();
/** The demo vendor (README): Kathmandu Gadget House, whose MacBook the shoppers buy. */
const vendor = demoVendor(journey);
const SHOP = 'kathmandu-gadget-house';
const PRODUCT = 'macbook-pro-m2';

const openAsVendor = (where: string, viewport: Viewport = DESKTOP) => vendor.open(where, { viewport });

const STAMP = Date.now().toString(36).toUpperCase();
/** The coupon the journeys create in the browser, then turn off. */
const CODE = `JOURNEY-${STAMP}`;
const PERCENT = 20;

/** A figure as shown ("Rs. 1,23,456.50" or "12") as a number. */
const rupees = (text: string) => Number(text.replace(/^Rs\.\s*/, '').replaceAll(',', ''));

/** A summary card's figure, by its label ("Rs. 1,23,456.50" → 123456.5; "12" → 12). */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ hasText: label });
  const value = card.locator('.text-2xl');
  await value.waitFor();
  return rupees((await value.textContent()) ?? '');
}

/** The cells of the table's rows, as the vendor reads them. */
async function tableRows(page: Page): Promise<string[][]> {
  await settled(page);
  return page
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** A shopper's cart of one MacBook, through shipping to the checkout page, with `code` applied. */
async function checkoutWithCoupon(code: string) {
  const cart = await prepareCart(journey, PRODUCT);
  const opened = await openPage(journey, '/cart/', {
    viewport: PHONE,
    allowOrigins: [journey.simulatorUrl],
    beforeLoad: (page) => holdCart(page, cart.cartId),
  });
  const { page } = opened;
  await fillShipping(page);
  const oid = await checkout(page);
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  return { opened, oid };
}

/** A decimal amount of the wire ("1234.50") in paisa. */
const paisa = (decimal: string) => Math.round(Number(decimal) * 100);

const order = (oid: string) => apiGet<Order>(journey.baseUrl, `v1/checkout/${oid}/`);

const monthLong = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

describe('Coupon Management and Earnings (spec §2, issue 17)', () => {
  it("creates a coupon in the modal, refuses a duplicate code, and a shopper's discounted card payment raises this month's earnings by exactly its amount", async () => {
    const coupons = await openAsVendor('/vendor/coupon/');
    const { page } = coupons;
    let totalBefore = 0;
    await runChecked(coupons, async () => {
      await page.getByRole('heading', { level: 1, name: 'Coupon Management' }).waitFor();
      totalBefore = await cardValue(page, 'Total Coupons');
      const activeBefore = await cardValue(page, 'Active Coupons');

      await page.getByRole('button', { name: 'Add New Coupon' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });
      await dialog.waitFor();
      // The shared schema's messages, before anything is sent.
      await dialog.getByRole('button', { name: 'Save Coupon' }).click();
      expect(await fieldError(page, /^Coupon Code/)).toBe(COUPON.codeRequired);
      expect(await fieldError(page, /^Discount Percentage/)).toBe(COUPON.discount);
      await page.getByLabel(/^Coupon Code/).fill(CODE);
      await page.getByLabel(/^Discount Percentage/).fill(String(PERCENT));
      expect(await page.getByLabel('Active').isChecked()).toBe(true);
      await screenshot(page, 'vendor-coupon-modal-desktop', { fullPage: false });
      await dialog.getByRole('button', { name: 'Save Coupon' }).click();
      await toastExactly(page, 'success', COUPON.saved);
      await dialog.waitFor({ state: 'hidden' });
      // Newest first by default: the new coupon heads the table.
      await expect
        .poll(async () => (await tableRows(page))[0]?.slice(0, 3))
        .toEqual([CODE, `${PERCENT}%`, 'Active']);
      await expect.poll(() => cardValue(page, 'Total Coupons')).toBe(totalBefore + 1);
      expect(await cardValue(page, 'Active Coupons')).toBe(activeBefore + 1);

      // The same code in another case is the server's refusal, under the field.
      await page.getByRole('button', { name: 'Add New Coupon' }).click();
      await page.getByLabel(/^Coupon Code/).fill(CODE.toLowerCase());
      await page.getByLabel(/^Discount Percentage/).fill('10');
      await page.getByRole('dialog').getByRole('button', { name: 'Save Coupon' }).click();
      await toastExactly(page, 'error', COUPON.saveFailed);
      await expect.poll(() => fieldError(page, /^Coupon Code/)).toBe(COUPON.codeTaken);
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await cardValue(page, 'Total Coupons')).toBe(totalBefore + 1);
      expectRefused(coupons, 409, `/vendor-coupon-list/${await vendor.id()}/`);
    });

    const earnings = await openAsVendor('/vendor/earning/');
    let monthBefore = 0;
    await runChecked(earnings, async () => {
      await earnings.page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
      monthBefore = await cardValue(earnings.page, 'Monthly Revenue');
    });

    // A shopper applies it and pays by card (only paid orders are revenue).
    const { opened: shopper, oid } = await checkoutWithCoupon(CODE);
    await runChecked(shopper, async () => {
      await toastShown(shopper.page, 'Coupon Activated');
      await shopper.page.getByRole('button', { name: 'Coupon Applied' }).waitFor();
      await payWith(shopper.page, 'Credit/Debit Card');
      await answerHostedPage(shopper.page, journey, 'Pay');
      await atPath(shopper.page, `/payment-success/${oid}/`);
      await shopper.page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    });
    const paid = await order(oid);
    expect(paid.payment_status).toBe('paid');
    const lines = paid.orderitem.filter((line) => line.vendor.slug === SHOP);
    expect(lines.length).toBeGreaterThan(0);
    // The coupon's percent off the shop's subtotal, then what the shop earns of the order.
    const subTotal = lines.reduce((sum, line) => sum + paisa(line.sub_total), 0);
    const shipping = lines.reduce((sum, line) => sum + paisa(line.shipping_amount), 0);
    const discount = Math.round((subTotal * PERCENT) / 100);
    expect(lines.reduce((sum, line) => sum + paisa(line.saved), 0)).toBe(discount);
    expect(lines.flatMap((line) => line.coupon)).toContainEqual({ code: CODE, discount: PERCENT });
    const earned = (subTotal + shipping - discount) / 100;

    await earnings.page.reload();
    await runChecked(earnings, async () => {
      await expect
        .poll(() => cardValue(earnings.page, 'Monthly Revenue'))
        .toBeCloseTo(monthBefore + earned, 2);
    });
  });

  it('turns the coupon off by editing it, and checkout refuses it at once', async () => {
    const coupons = await openAsVendor(`/vendor/coupon/?query=${CODE}`);
    const { page } = coupons;
    await runChecked(coupons, async () => {
      await expect.poll(async () => (await tableRows(page)).map((row) => row[0])).toEqual([CODE]);
      const activeBefore = await cardValue(page, 'Active Coupons');
      await page.getByRole('button', { name: `Edit ${CODE}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Coupon' });
      await dialog.waitFor();
      expect(await page.getByLabel(/^Coupon Code/).inputValue()).toBe(CODE);
      expect(await page.getByLabel(/^Discount Percentage/).inputValue()).toBe(String(PERCENT));
      await page.getByLabel('Active').uncheck();
      await dialog.getByRole('button', { name: 'Save Coupon' }).click();
      await toastExactly(page, 'success', COUPON.saved);
      await expect.poll(async () => (await tableRows(page))[0]?.[2]).toBe('Inactive');
      await expect.poll(() => cardValue(page, 'Active Coupons')).toBe(activeBefore - 1);
    });

    const { opened: shopper, oid } = await checkoutWithCoupon(CODE);
    await runChecked(shopper, async () => {
      await shopper.page.getByText('Coupon Does Not Exists').first().waitFor();
      expect(await shopper.page.getByRole('button', { name: 'Apply Coupon' }).isEnabled()).toBe(true);
    });
    const refused = await order(oid);
    expect(refused.orderitem.flatMap((line) => line.coupon)).toEqual([]);
    expect(Number(refused.saved)).toBe(0);
  });

  it('exports exactly the filtered rows of the Revenue Tracker as CSV', async () => {
    const earnings = await openAsVendor('/vendor/earning/');
    const { page } = earnings;
    await runChecked(earnings, async () => {
      await page.getByRole('heading', { level: 2, name: 'Revenue Tracker' }).waitFor();
      const all = await tableRows(page);
      expect(all.length).toBeGreaterThan(2);
      // Years come from the data: the one with the most months, and a floor that leaves only
      // its best months; what should remain is read from the unfiltered table.
      const years = await page
        .getByLabel('Year')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      const yearOf = (row: string[]) => (row[0] ?? '').split(' ').at(-1) ?? '';
      expect(new Set(years)).toEqual(new Set(all.map(yearOf)));
      const monthsIn = (year: string) => all.filter((row) => yearOf(row) === year);
      const year = [...years].sort((a, b) => monthsIn(b).length - monthsIn(a).length)[0] ?? '';
      const revenues = monthsIn(year)
        .map((row) => rupees(row[2] ?? ''))
        .sort((a, b) => b - a);
      const floor = revenues[Math.min(1, revenues.length - 1)] ?? 0;
      const expected = monthsIn(year).filter((row) => rupees(row[2] ?? '') >= floor);
      expect(expected.length).toBeLessThan(all.length);

      await page.getByLabel('Year').selectOption(year);
      await page.getByLabel('Min revenue (Rs.)').fill(String(floor));
      await page.waitForURL((url) => url.searchParams.get('min_revenue') === String(floor));
      await expect.poll(() => tableRows(page)).toEqual(expected);
      const rows = await tableRows(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(earningsCsvFileName(await vendor.id()));
      const [header, ...lines] = (await readDownload(download)).toString('utf8').trim().split(/\r?\n/);
      expect(header).toBe(EARNINGS_CSV_COLUMNS.join(','));
      const csv = lines.map((line) =>
        Object.fromEntries(line.split(',').map((v, i) => [EARNINGS_CSV_COLUMNS[i], v])),
      );
      // Each CSV row is the table's row, in the same order, as the vendor reads it.
      expect(
        csv.map((r) => [
          `${monthLong(Number(r.month))} ${r.year}`,
          r.sales_count,
          formatNprDecimal(r.total_earning ?? ''),
          formatNprDecimal(r.commission ?? ''),
          formatNprDecimal(r.net_payable ?? ''),
        ]),
      ).toEqual(rows.map((row) => row.slice(0, 5)));
      await screenshot(page, 'vendor-earnings-filtered-desktop');
    });
  });

  it('filters, sorts and deletes coupons, shows the empty states, and both pages pass axe at phone and desktop widths', async () => {
    const coupons = await openAsVendor('/vendor/coupon/');
    const { page } = coupons;
    await runChecked(coupons, async () => {
      await page.getByRole('heading', { level: 1, name: 'Coupon Management' }).waitFor();
      const codes = async () => (await tableRows(page)).map((row) => row[0] ?? '');
      await expect.poll(codes).toContain(CODE);
      const everyCode = await codes();

      // Sorting is the server's: Code A–Z, then Z–A; Discount biggest first.
      await page.getByRole('button', { name: /^Code/ }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'code');
      const byCode = [...everyCode].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      await expect.poll(codes).toEqual(byCode);
      expect(await page.getByRole('columnheader', { name: /^Code/ }).getAttribute('aria-sort')).toBe(
        'ascending',
      );
      await page.getByRole('button', { name: /^Code/ }).click();
      await expect.poll(codes).toEqual([...byCode].reverse());
      await page.getByRole('button', { name: /^Discount/ }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'discount');
      const discounts = async () => (await tableRows(page)).map((row) => Number.parseInt(row[1] ?? '', 10));
      await expect
        .poll(async () => {
          const seen = await discounts();
          return seen.every((d, i) => i === 0 || d <= (seen[i - 1] ?? 0));
        })
        .toBe(true);

      // Status and discount band narrow the rows; a band with none is the empty state.
      await page.getByLabel('Status').selectOption('inactive');
      await expect
        .poll(async () => new Set((await tableRows(page)).map((row) => row[2])))
        .toEqual(new Set(['Inactive']));
      await page.getByLabel('Status').selectOption('all');
      await page.getByLabel('Discount', { exact: true }).selectOption('76-100');
      await page.getByText('No coupons found').waitFor();
      await screenshot(page, 'vendor-coupons-empty-desktop');
      await page.getByLabel('Discount', { exact: true }).selectOption('0-25');
      await expect
        .poll(async () => {
          const seen = await discounts();
          return seen.length > 0 && seen.every((discount) => discount <= 25);
        })
        .toBe(true);

      // Search, then delete with the confirmation: Cancel keeps it, Yes removes it.
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await page.getByLabel('Search', { exact: true }).fill('welcome');
      await expect.poll(codes).toEqual(['KGH-WELCOME5']);
      const total = await cardValue(page, 'Total Coupons');
      await page.getByRole('button', { name: 'Delete KGH-WELCOME5' }).click();
      const confirm = page.getByRole('dialog', { name: COUPON.deleteConfirm });
      await confirm.waitFor();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await codes()).toEqual(['KGH-WELCOME5']);
      await page.getByRole('button', { name: 'Delete KGH-WELCOME5' }).click();
      await confirm.getByRole('button', { name: PRODUCT_MESSAGES.deleteYes }).click();
      await toastExactly(page, 'success', COUPON.deleted);
      await page.getByText('No coupons found').waitFor();
      await expect.poll(() => cardValue(page, 'Total Coupons')).toBe(total - 1);
      await page.getByRole('button', { name: 'Reset', exact: true }).first().click();
      await expect.poll(codes).not.toContain('KGH-WELCOME5');
      await expectAccessible(page);
      await screenshot(page, 'vendor-coupons-desktop');
    });

    const earnings = await openAsVendor('/vendor/earning/?min_revenue=999999999');
    await runChecked(earnings, async () => {
      await earnings.page.getByText('No records found').waitFor();
      await earnings.page.getByRole('button', { name: 'Reset filters' }).click();
      await expect.poll(async () => (await tableRows(earnings.page)).length).toBeGreaterThan(0);
      await expectAccessible(earnings.page);
      await screenshot(earnings.page, 'vendor-earnings-desktop');
    });

    for (const [where, name] of [
      ['/vendor/earning/', 'vendor-earnings-phone'],
      ['/vendor/coupon/', 'vendor-coupons-phone'],
    ] as const) {
      const opened = await openAsVendor(where, PHONE);
      await runChecked(opened, async () => {
        await expect.poll(async () => (await tableRows(opened.page)).length).toBeGreaterThan(0);
        await expectAccessible(opened.page);
        await screenshot(opened.page, name);
      });
    }
  });
});
