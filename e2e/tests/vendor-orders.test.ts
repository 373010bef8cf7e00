import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_MESSAGES,
  CUSTOMER_REFUND_STATUS_LABELS,
  type CustomerOrderDetail,
  formatNprDecimal,
  formatOrderNumber,
  generateCartId,
  type ProductDetail,
  type TrackingRecord,
  VENDOR_ORDER_MESSAGES,
  type VendorOrderDetail,
  type VendorOrderRow,
} from '../../packages/domain/src/index.ts';
import { atPath, toastExactly } from '../lib/accounts.ts';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { clickThenChoose, expectAccessible, openPage, runChecked } from '../lib/pages.ts';
import { demoSession, type TokenPair } from '../lib/session.ts';
import {
  addToCart,
  answerHostedPage,
  apiGet,
  orderCart,
  payOnDelivery,
  payWith,
  productOfShop,
  userIdOf,
} from '../lib/shopping.ts';
import { demoVendor } from '../lib/vendor.ts';

const journey = useJourney();

/** Waits on a server round trip (a filtered list, a booking), longer than expect.poll's 1 s on a busy machine. */
const SERVER = { timeout: 10_000 };
/** Waits on a background worker (the outbox's mail, a refund), which runs on its own pace. */
const WORKER = { timeout: 30_000 };

/** Demo shops (README), each with its owner's session. */
const KATHMANDU = {
  vendor: demoVendor(journey),
  name: 'Kathmandu Gadget House',
  slug: 'kathmandu-gadget-house',
};
const POKHARA = {
  vendor: demoVendor(journey, 'pokhara-tech-bazaar@pasal.demo'),
  name: 'Pokhara Tech Bazaar',
  slug: 'pokhara-tech-bazaar',
};
type Shop = typeof KATHMANDU;
/** The demo customer (README). */
const customer = () => demoSession(journey, 'customer@pasal.demo');

/** The shop's view of an order, from the server. */
async function vendorOrder(shop: Shop, oid: string): Promise<VendorOrderDetail> {
  return shop.vendor.get(`vendor/orders/${await shop.vendor.id()}/${oid}/`);
}

/** The customer's view of an order, from the server. */
async function customerOrder(oid: string): Promise<CustomerOrderDetail> {
  const tokens = await customer();
  return apiGet(journey.baseUrl, `v1/customer/order/${userIdOf(tokens)}/${oid}/`, tokens.access);
}

const stockOf = async (slug: string) =>
  (await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${slug}/`)).stock_qty;

/** The customer's cart with one unit from each shop, ordered; answers the oid (not yet paid) and the slugs. */
async function orderFrom(shops: Shop[]) {
  const tokens = await customer();
  const cartId = generateCartId();
  const slugs: string[] = [];
  for (const shop of shops) {
    const slug = await productOfShop(journey, shop.slug);
    await addToCart(journey, cartId, slug, tokens);
    slugs.push(slug);
  }
  return { oid: await orderCart(journey, cartId, tokens), slugs };
}

async function openAs(session: Promise<TokenPair>, path: string, viewport: Viewport = DESKTOP) {
  return openPage(journey, path, { viewport, tokens: await session, allowOrigins: [journey.simulatorUrl] });
}

/** The value a description list shows for `label` (the order detail's facts). */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function a11yAndScreens(page: Page, name: string) {
  await expectAccessible(page);
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${device}`);
  }
  await page.setViewportSize(DESKTOP);
}

let twoShopOrder = '';

describe('vendor order fulfilment (issue 17)', () => {
  it('a two-shop COD order: each shop sees only its lines, ships its part, the tracking page and the mail follow', async () => {
    const { oid, slugs } = await orderFrom([KATHMANDU, POKHARA]);
    await payOnDelivery(journey, oid, await customer());
    twoShopOrder = oid;
    const titles = await Promise.all(
      slugs.map(async (slug) => (await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${slug}/`)).title),
    );

    for (const [index, shop] of [KATHMANDU, POKHARA].entries()) {
      const opened = await openAs(shop.vendor.tokens(), `/vendor/orders/${oid}/`);
      const { page } = opened;
      await runChecked(opened, async () => {
        await page.getByRole('heading', { level: 1, name: `Order #${formatOrderNumber(oid)}` }).waitFor();
        const items = page.getByRole('list').filter({ has: page.getByRole('link', { name: titles[index] }) });
        await items.waitFor();
        expect(
          await page.getByRole('link', { name: titles[1 - index] }).count(),
          'the other shop’s line',
        ).toBe(0);
        const before = await vendorOrder(shop, oid);
        expect(before.items.map((item) => item.vendor.name)).toEqual([shop.name]);
        await page.getByText(formatNprDecimal(before.summary.total)).first().waitFor();
        // Placing the order (cash on delivery) already moved every part to processing: the
        // control offers only the moves the transition table allows from there.
        expect(before.order_status).toBe('processing');
        await page.getByText('Order:Processing').waitFor();
        expect(await page.getByRole('button', { name: 'Mark as Processing' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Mark as Delivered' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Cancel your part' }).waitFor();
        if (index === 0) await a11yAndScreens(page, 'vendor-order-detail-processing');

        // A double click books once: the second click finds the request under way and sends nothing.
        const patches: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'PATCH') patches.push(request.url());
        });
        await page.getByRole('button', { name: 'Mark as Shipped' }).dblclick();
        const tracking = fact(page, 'Tracking ID');
        await expect.poll(() => tracking.textContent(), SERVER).toMatch(/\S/);
        const shipped = await vendorOrder(shop, oid);
        expect(shipped.order_status).toBe('shipped');
        expect(shipped.shipment?.tracking_id).toBeTruthy();
        expect((await tracking.textContent())?.trim()).toBe(shipped.shipment?.tracking_id);
        expect(patches).toHaveLength(1);
        await toastExactly(page, 'success', VENDOR_ORDER_MESSAGES.updated);
        await page.getByText('Order:Shipped').waitFor();
        expect(await page.getByRole('button', { name: 'Mark as Delivered' }).count()).toBe(1);
        if (index === 0) await a11yAndScreens(page, 'vendor-order-detail-shipped');
      });
    }

    const record = await apiGet<TrackingRecord>(
      journey.baseUrl,
      `logistics/track/${oid}/`,
      (await customer()).access,
    );
    expect(record.shipments).toHaveLength(2);
    const first = record.shipments[0];
    const kathmandu = await vendorOrder(KATHMANDU, oid);
    expect(first?.ncm_order_id).toBe(kathmandu.shipment?.tracking_id);

    const tracked = await openAs(customer(), `/track-order/${oid}`);
    await runChecked(tracked, async () => {
      const { page } = tracked;
      await page
        .getByText(first?.ncm_order_id ?? 'missing')
        .first()
        .waitFor();
      await page
        .getByText(first?.current_status ?? 'missing')
        .first()
        .waitFor();
      expect(await page.getByText('Tracking information will be available once').count()).toBe(0);

      // The shipped mail, through the outbox, with the courier's tracking id.
      const subject = `Order ${formatOrderNumber(oid)} shipped by ${KATHMANDU.name}`;
      // The outbox worker sends it after the move: give it the worker's pace, not a second,
      // asking the mailbox's API rather than reloading its page; then read it as a person would.
      await expect
        .poll(async () => {
          const mails = await apiGet<Array<{ subject: string }>>(
            journey.baseUrl,
            'v1/dev/mailbox/?page_size=50',
          );
          return mails.filter((m) => m.subject === subject).length;
        }, WORKER)
        .toBe(1);
      await page.goto(`${journey.baseUrl}/dev/mailbox`);
      await page.getByRole('heading', { level: 1, name: 'Mailbox' }).waitFor();
      await page.getByRole('heading', { name: subject }).waitFor();
      expect(await page.getByRole('heading', { name: subject }).count()).toBe(1);
      const mail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
      expect(await mail.textContent()).toContain(`Courier tracking id: ${first?.ncm_order_id}`);
    });
  });

  it('a shop cancels its part of a card-paid order: stock back, the customer sees the refund', async () => {
    const { oid, slugs } = await orderFrom([KATHMANDU, POKHARA]);
    const [slug = ''] = slugs;
    const paying = await openAs(customer(), `/checkout/${oid}/`);
    await runChecked(paying, async () => {
      await payWith(paying.page, 'Credit/Debit Card');
      await answerHostedPage(paying.page, journey, 'Pay');
      await atPath(paying.page, `/payment-success/${oid}/`);
      await paying.page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    });
    const stockBefore = await stockOf(slug);
    const part = await vendorOrder(KATHMANDU, oid);
    expect(part.payment_status).toBe('paid');

    const opened = await openAs(KATHMANDU.vendor.tokens(), `/vendor/orders/${oid}/`, PHONE);
    await runChecked(opened, async () => {
      const { page } = opened;
      await page.getByRole('button', { name: 'Cancel your part' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel your part of this order?' });
      await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
      await toastExactly(page, 'success', VENDOR_ORDER_MESSAGES.updated);
      await page.getByText('Order:Cancelled').waitFor();
      await page.getByText('This part is cancelled: nothing more to do.').waitFor();
    });
    expect(await stockOf(slug)).toBe(stockBefore + 1);
    expect((await vendorOrder(KATHMANDU, oid)).order_status).toBe('cancelled');

    // The refund worker asks the card simulator at its own pace: wait for the server's answer
    // (no page reloads meanwhile), then the customer's page shows it.
    await expect
      .poll(async () => (await customerOrder(oid)).refunds.map((r) => r.status), WORKER)
      .toEqual(['refunded']);
    expect((await customerOrder(oid)).refunds).toMatchObject([
      { status: 'refunded', amount: part.summary.total, reason: 'vendor_cancelled' },
    ]);
    const mine = await openAs(customer(), `/customer/order/${oid}/`);
    await runChecked(mine, async () => {
      const { page } = mine;
      const refunds = page.getByRole('list', { name: 'Refunds' });
      await refunds.getByText(CUSTOMER_REFUND_STATUS_LABELS.refunded, { exact: true }).waitFor();
      expect(await refunds.getByText(CUSTOMER_REFUND_STATUS_LABELS.refunded, { exact: true }).count()).toBe(
        1,
      );
      await refunds.getByText(formatNprDecimal(part.summary.total)).waitFor();
      await refunds.getByText('The shop cancelled these items.').waitFor();
      await screenshot(page, 'customer-order-refund-desktop');
    });
  });

  it('a customer cancels an unshipped order in the browser: cancelled, stock back', async () => {
    const { oid, slugs } = await orderFrom([POKHARA]);
    const [slug = ''] = slugs;
    await payOnDelivery(journey, oid, await customer());
    const stockBefore = await stockOf(slug);
    const opened = await openAs(customer(), `/customer/order/${oid}/`, PHONE);
    await runChecked(opened, async () => {
      const { page } = opened;
      // One shop's part only: "Cancel order" says it all, so no per-shop button.
      expect(await page.getByRole('button', { name: /Cancel this shop's part/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: CANCEL_MESSAGES.confirmOrder });
      await screenshot(page, 'customer-cancel-confirm-phone', { fullPage: false });
      await dialog.getByRole('button', { name: CANCEL_MESSAGES.confirmYes }).click();
      await toastExactly(page, 'success', CANCEL_MESSAGES.orderCancelled);
      await expect.poll(() => page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    });
    expect((await customerOrder(oid)).order_status).toBe('cancelled');
    expect(await stockOf(slug)).toBe(stockBefore + 1);
  });

  it('a customer cancels one shop’s part of a two-shop order', async () => {
    const { oid } = await orderFrom([KATHMANDU, POKHARA]);
    await payOnDelivery(journey, oid, await customer());
    const opened = await openAs(customer(), `/customer/order/${oid}/`);
    await runChecked(opened, async () => {
      const { page } = opened;
      const pokhara = page.getByRole('region', { name: `Sold by ${POKHARA.name}` });
      await pokhara.getByRole('button', { name: /Cancel this shop's part/ }).click();
      await page
        .getByRole('dialog', { name: CANCEL_MESSAGES.confirmPart })
        .getByRole('button', { name: CANCEL_MESSAGES.confirmYes })
        .click();
      await toastExactly(page, 'success', CANCEL_MESSAGES.partCancelled);
      await pokhara.getByText('Cancelled', { exact: true }).waitFor();
      // With one part left open, only "Cancel order" remains.
      await expect.poll(() => page.getByRole('button', { name: /Cancel this shop's part/ }).count()).toBe(0);
    });
    expect((await vendorOrder(POKHARA, oid)).order_status).toBe('cancelled');
    expect((await vendorOrder(KATHMANDU, oid)).order_status).toBe('processing');
  });
});

describe('Orders Management (spec §2 "Orders")', () => {
  /** The oids the desktop table shows, in order. */
  const shownOids = (page: Page) =>
    page.locator('tbody tr[data-oid]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-oid')));

  async function rowsFromServer(query: string): Promise<string[]> {
    const rows = await KATHMANDU.vendor.get<VendorOrderRow[]>(
      `vendor/orders/${await KATHMANDU.vendor.id()}/?page_size=10&${query}`,
    );
    return rows.map((row) => row.oid);
  }

  it('searches, filters and sorts on the server, with the empty state', async () => {
    expect(twoShopOrder, 'the fulfilment journey ran first').not.toBe('');
    const opened = await openAs(KATHMANDU.vendor.tokens(), '/vendor/orders/');
    await runChecked(opened, async () => {
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: 'Orders Management' }).waitFor();
      await expect.poll(() => shownOids(page), SERVER).toEqual(await rowsFromServer(''));
      await a11yAndScreens(page, 'vendor-orders');

      const filters = page.getByRole('search', { name: 'Filter orders' });
      // The order number as the vendor reads it (grouped, upper-case) finds the order.
      await filters.getByLabel('Search').fill(formatOrderNumber(twoShopOrder));
      await expect.poll(() => shownOids(page), SERVER).toEqual([twoShopOrder]);
      expect(new URL(page.url()).searchParams.get('query')).toBe(formatOrderNumber(twoShopOrder));
      const row = page.locator(`tbody tr[data-oid="${twoShopOrder}"]`);
      await row.getByText('Shipped').waitFor();
      await row.getByRole('link', { name: `View order ${formatOrderNumber(twoShopOrder)}` }).click();
      await atPath(page, `/vendor/orders/${twoShopOrder}/`);
      await page.goBack();
      await filters.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => filters.getByLabel('Search').inputValue()).toBe('');

      await filters.getByLabel('Order Status').selectOption({ label: 'Shipped' });
      await expect.poll(() => shownOids(page), SERVER).toEqual(await rowsFromServer('order_status=shipped'));
      expect(await shownOids(page)).toContain(twoShopOrder);
      await filters.getByLabel('Payment Status').selectOption({ label: 'Paid' });
      const paidShipped = await rowsFromServer('order_status=shipped&payment_status=paid');
      expect(paidShipped).not.toContain(twoShopOrder);
      await expect.poll(() => shownOids(page), SERVER).toEqual(paidShipped);

      // Reset, and a sort chosen before the page has rendered the reset (one task, as a quick
      // hand on a busy phone can): the sort builds on the reset address, not on the old filters.
      await clickThenChoose(
        filters.getByRole('button', { name: 'Reset' }),
        filters.getByLabel('Date'),
        'oldest',
      );
      const oldest = await rowsFromServer('sort=oldest');
      expect(oldest).not.toEqual(await rowsFromServer('sort=latest'));
      await expect.poll(() => shownOids(page), SERVER).toEqual(oldest);
      expect([...new URL(page.url()).searchParams]).toEqual([['sort', 'oldest']]);

      await filters.getByLabel('Search').fill('no such order anywhere');
      await page.getByText('No orders found').waitFor();
      await screenshot(page, 'vendor-orders-empty-desktop');
    });
  });
});
