import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  type ProductCard,
  parseOrderNumber,
  QUESTION_MESSAGES,
  type Question,
  REPLY_MESSAGES,
  type Review,
  VENDOR_NOTIFICATION_SORT_LABELS,
  type VendorNotification,
} from '../../packages/domain/src/index.ts';
import { atPath, toastExactly } from '../lib/accounts.ts';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectAccessible, openPage, runChecked } from '../lib/pages.ts';
import { postJson, registerCustomer, type TokenPair } from '../lib/session.ts';
import { apiGet, orderCart, payOnDelivery, prepareCart, userIdOf } from '../lib/shopping.ts';
import { demoVendor } from '../lib/vendor.ts';

const journey = useJourney();
/** The demo vendor (README): Kathmandu Gadget House. */
const vendor = demoVendor(journey);

/** The server's count of orders whose notification the shop has not opened. */
async function unreadCount(): Promise<number> {
  const [summary] = await vendor.get<Array<{ un_read_noti: number }>>(
    `vendor-noti-summary/${await vendor.id()}/`,
  );
  return summary?.un_read_noti ?? -1;
}

const openAsVendor = (where: string, viewport: Viewport = DESKTOP) => vendor.open(where, { viewport });

/** A published product of the demo shop with stock, for a shopper to buy. */
async function shopProduct(): Promise<ProductCard> {
  const rows = await vendor.get<ProductCard[]>(`vendor/products/${await vendor.id()}/?page_size=50`);
  const found = rows.find((p) => p.status === 'published' && p.stock_qty > 5);
  if (!found) throw new Error('the demo shop has no product in stock');
  return found;
}

/** A cash-on-delivery order of one unit of `slug` by `shopper`; answers its oid. */
async function buy(slug: string, shopper: TokenPair): Promise<string> {
  const { cartId } = await prepareCart(journey, slug, shopper);
  const oid = await orderCart(journey, cartId, shopper);
  await payOnDelivery(journey, oid, shopper);
  return oid;
}

/** The shop menu's Notifications link, named as it is with `unread` orders unread. */
const notificationsLink = (page: Page, unread: number) =>
  page.getByRole('navigation', { name: 'Shop menu' }).getByRole('link', {
    name: unread > 0 ? `Notifications ${unread} unread` : 'Notifications',
    exact: true,
  });

/** The number the menu's badge shows (without the word only screen readers hear); '' when none. */
async function badgeShown(page: Page): Promise<string> {
  const badge = page.getByRole('navigation', { name: 'Shop menu' }).getByTestId('nav-count');
  return (await badge.evaluateAll((spans) => spans.map((s) => s.firstChild?.textContent ?? ''))).join('');
}

/** The order ids of the notification rows on screen, top to bottom. */
async function shownOrders(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Notifications' })
    .getByTestId('notification-oid')
    .allTextContents()
    .then((shown) => shown.map(parseOrderNumber));
}

const STAMP = Date.now().toString(36);

describe('vendor reviews and questions (spec §2, issue 17 req. 6)', () => {
  it('replies to a review and answers a question; both show on the public product page', async () => {
    const product = await shopProduct();
    const shopper = await registerCustomer(journey.baseUrl, `Pema Sherpa ${STAMP}`);
    await buy(product.slug, shopper);
    const reviewText = `Fast delivery to Bhaktapur ${STAMP}`;
    await postJson(
      journey.baseUrl,
      `reviews/${product.id}/`,
      { user_id: userIdOf(shopper), product_id: product.id, rating: 4, review: reviewText },
      shopper.access,
    );
    const questionText = `Does it work on 220V in Birgunj ${STAMP}?`;
    await postJson(
      journey.baseUrl,
      `v1/product-questions/${product.id}/`,
      { question: questionText },
      shopper.access,
    );
    const replyText = `Dhanyabad! Glad it reached you quickly ${STAMP}.`;
    const answerText = `Yes, it runs on 220V everywhere in Nepal ${STAMP}.`;

    const opened = await openAsVendor('/vendor/reviews/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
      // The search narrows the accordion on the server to this shopper's review.
      await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(STAMP);
      await page.waitForURL((url) => url.searchParams.get('query') === STAMP);
      const group = page.getByRole('region', { name: `Reviews of ${product.title}` });
      const review = group.locator('article').filter({ hasText: reviewText });
      await review.waitFor();
      expect(
        await page
          .getByRole('button', { name: new RegExp(`^${literal(product.title)}`) })
          .getAttribute('aria-expanded'),
      ).toBe('true');

      // Blank first: the domain's rule answers before anything is sent.
      const replyBox = review.getByLabel(`Reply to Pema Sherpa ${STAMP}`);
      await replyBox.fill('   ');
      await review.getByRole('button', { name: 'Reply', exact: true }).click();
      await review.getByText(REPLY_MESSAGES.empty, { exact: true }).waitFor();
      await replyBox.fill(replyText);
      await review.getByRole('button', { name: 'Reply', exact: true }).click();
      await toastExactly(page, 'success', REPLY_MESSAGES.saved);
      await review
        .getByRole('region', { name: `Your reply to Pema Sherpa ${STAMP}` })
        .getByText(replyText)
        .waitFor();
      await review.getByText('Your Replies').waitFor();

      // A rating the review does not have leaves nothing to show.
      await page.getByLabel('Rating', { exact: true }).selectOption('1');
      await page.getByText('No reviews found').waitFor();
      await page.getByLabel('Rating', { exact: true }).selectOption('4');
      await review.waitFor();
      await expectAccessible(page);
      await screenshot(page, 'vendor-reviews-desktop');

      await page.getByRole('tab', { name: 'Questions' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'questions');
      const question = page.getByRole('listitem').filter({ hasText: questionText });
      await question.waitFor();
      await question.getByRole('button', { name: 'Answer', exact: true }).click();
      await question.getByText(QUESTION_MESSAGES.answerRequired, { exact: true }).waitFor();
      await question.getByLabel('Your answer').fill(answerText);
      await question.getByRole('button', { name: 'Answer', exact: true }).click();
      await toastExactly(page, 'success', QUESTION_MESSAGES.answered);
      // Answered, it leaves the waiting list and is under Answered.
      await question.waitFor({ state: 'detached' });
      await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Answered' });
      await page.getByRole('listitem').filter({ hasText: questionText }).getByText(answerText).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'vendor-questions-desktop');
    });

    // The server has both, and the public product page shows them.
    const reviews = await apiGet<Review[]>(journey.baseUrl, `reviews/${product.id}/?page_size=100`);
    expect(reviews.find((r) => r.review === reviewText)?.reply).toBe(replyText);
    const questions = await apiGet<Question[]>(
      journey.baseUrl,
      `v1/product-questions/${product.id}/?page_size=100`,
    );
    expect(questions.find((q) => q.question === questionText)?.answer).toBe(answerText);

    const shopperPage = await openPage(journey, `/detail/${product.slug}/`);
    await runChecked(shopperPage, async () => {
      const p = shopperPage.page;
      await p.getByRole('heading', { level: 1, name: product.title }).waitFor();
      await p.getByRole('tab', { name: /^Reviews/ }).click();
      const shown = p
        .getByRole('region', { name: 'Reviews' })
        .locator('article')
        .filter({ hasText: reviewText });
      await shown.getByText(replyText).waitFor();
      await p.getByRole('tab', { name: /^(Questions|Q&A)$/ }).click();
      await p.getByText(questionText).waitFor();
      await p.getByText(answerText).waitFor();
    });
  });

  it('shows the reviews screen on a phone', async () => {
    const opened = await openAsVendor('/vendor/reviews/', PHONE);
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
      await page
        .getByRole('region', { name: /^Reviews of / })
        .first()
        .locator('article')
        .first()
        .waitFor();
      await expectAccessible(page);
      await screenshot(page, 'vendor-reviews-phone');
    });
  });
});

/** A title as a literal inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('vendor notifications (spec §2, issue 17 req. 8)', () => {
  it('counts a new order as unread on the dashboard; opening it on the notifications screen reads it', async () => {
    const product = await shopProduct();
    const shopper = await registerCustomer(journey.baseUrl, 'Nima Lama');
    const oid = await buy(product.slug, shopper);
    const unread = await unreadCount();
    expect(unread).toBeGreaterThan(0);

    const opened = await openAsVendor('/vendor/dashboard/');
    const { page } = opened;
    await runChecked(opened, async () => {
      const card = page.getByRole('link', { name: /Unread Notifications/ });
      await expect.poll(() => card.textContent()).toBe(`Unread Notifications${unread}`);
      // The shop menu's badge: the same count, seen and heard.
      await notificationsLink(page, unread).waitFor();
      expect(await badgeShown(page)).toBe(String(unread));
      await card.click();
      await atPath(page, '/vendor/notifications/');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();

      await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(oid);
      await page.waitForURL((url) => url.searchParams.get('query') === oid);
      await expect.poll(() => shownOrders(page)).toEqual([oid]);
      await page.getByText('Showing 1 of 1 notifications').waitFor();
      const header = page.getByRole('button', { name: new RegExp(`^Order #${formatOrderNumber(oid)}`) });
      await header.getByText('New').waitFor();

      await header.click();
      const panel = page.getByRole('region', { name: `Order #${formatOrderNumber(oid)}` });
      await panel.getByRole('link', { name: product.title }).waitFor();
      const rows = await vendor.get<VendorNotification[]>(
        `vendor-noti-list/${await vendor.id()}/?query=${oid}`,
      );
      const row = rows[0];
      if (!row) throw new Error('the server does not list the new order');
      for (const text of [
        'Quantity:',
        'Product ID:',
        product.pid,
        'Customer details',
        row.customer.full_name,
      ]) {
        await panel.getByText(text, { exact: true }).first().waitFor();
      }
      await panel.getByText(row.customer.email).waitFor();
      await panel.getByText(row.customer.mobile).waitFor();
      expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
      // Opening it read it: the server's count drops by one, and the row is no longer new.
      await expect.poll(unreadCount).toBe(unread - 1);
      await expect.poll(() => header.getByText('New').count()).toBe(0);
      await notificationsLink(page, unread - 1).waitFor();
      expect(await badgeShown(page)).toBe(unread > 1 ? String(unread - 1) : '');
      await expectAccessible(page);
      await screenshot(page, 'vendor-notification-open-desktop');

      await page
        .getByRole('navigation', { name: 'Shop menu' })
        .getByRole('link', { name: 'Dashboard' })
        .click();
      await expect
        .poll(() => page.getByRole('link', { name: /Unread Notifications/ }).textContent())
        .toBe(`Unread Notifications${unread - 1}`);
    });
  });

  it('sorts and filters on the server, resets, and says when nothing matches', async () => {
    const id = await vendor.id();
    const opened = await openAsVendor('/vendor/notifications/');
    const { page } = opened;
    await runChecked(opened, async () => {
      const newest = await vendor.page<VendorNotification[]>(`vendor-noti-list/${id}/?page_size=10`);
      await expect.poll(() => shownOrders(page)).toEqual(newest.body.map((n) => n.order_oid));
      await page.getByText(`Showing ${newest.body.length} of ${newest.total} notifications`).waitFor();

      await page
        .getByLabel('Sort', { exact: true })
        .selectOption({ label: VENDOR_NOTIFICATION_SORT_LABELS.price_asc });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
      const cheapest = await vendor.page<VendorNotification[]>(
        `vendor-noti-list/${id}/?page_size=10&sort=price_asc`,
      );
      expect(cheapest.body.map((n) => n.order_oid)).not.toEqual(newest.body.map((n) => n.order_oid));
      await expect.poll(() => shownOrders(page)).toEqual(cheapest.body.map((n) => n.order_oid));

      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Unread' });
      const unread = await vendor.page<VendorNotification[]>(
        `vendor-noti-list/${id}/?page_size=10&sort=price_asc&seen=unread`,
      );
      await expect.poll(() => shownOrders(page)).toEqual(unread.body.map((n) => n.order_oid));

      await page.getByLabel('Min price (Rs.)').fill('999999999');
      await page.getByText('No notifications found').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'vendor-notifications-empty-desktop');

      await page.getByRole('button', { name: 'Reset Filters' }).first().click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => shownOrders(page)).toEqual(newest.body.map((n) => n.order_oid));
      expect(await page.getByLabel('Min price (Rs.)').inputValue()).toBe('');
      expect(await page.getByLabel('Sort', { exact: true }).inputValue()).toBe('newest');
      await screenshot(page, 'vendor-notifications-desktop');
    });
  });

  it('shows the notifications screen on a phone, an order opened', async () => {
    const opened = await openAsVendor('/vendor/notifications/', PHONE);
    const { page } = opened;
    await runChecked(opened, async () => {
      const first = page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('button', { name: /^Order #/ })
        .first();
      await first.click();
      await page.getByText('Customer details').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, 'vendor-notifications-phone');
    });
    const dashboard = await openAsVendor('/vendor/dashboard/', PHONE);
    await runChecked(dashboard, async () => {
      await dashboard.page.getByRole('link', { name: /^Unread Notifications\s*\d+$/ }).waitFor();
      await screenshot(dashboard.page, 'vendor-dashboard-unread-phone');
    });
  });
});
