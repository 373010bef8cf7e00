import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  formatNpr,
  formatNprDecimal,
  rupeesToPaisa,
  type Shop,
  type ShopProductCard,
  type ShopSummary,
} from '../../packages/domain/src/index.ts';
import { atPath } from '../lib/accounts.ts';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { type Opened, openPage, runChecked, untilHydrated } from '../lib/pages.ts';
import { registerCustomer } from '../lib/session.ts';
import { apiGet, orderCart, payOnDelivery, prepareCart } from '../lib/shopping.ts';

const journey = useJourney();

/** The demo vendor's shop (README "Demo sign-ins"): the carousel products and more. */
const SLUG = 'kathmandu-gadget-house';
const PAGE_SIZE = 12;

const api = <T>(path: string) => apiGet<T>(journey.baseUrl, path);

/** How many of the shop's products the API finds for a query string: the count the page must show. */
async function apiTotal(query = ''): Promise<number> {
  const response = await fetch(`${journey.baseUrl}/api/v1/vendor-products/${SLUG}/?page_size=1&${query}`);
  expect(response.status).toBe(200);
  return Number(response.headers.get('x-total-count'));
}

/** The first page of the API's answer to the same filters, as the page's /detail/ links. */
async function apiLinks(query: string): Promise<string[]> {
  const products = await api<ShopProductCard[]>(`v1/vendor-products/${SLUG}/?${query}`);
  return products.map((p) => `/detail/${p.slug}/`);
}

const products = (page: Page) => page.getByRole('region', { name: 'Products' });
const filtersPanel = (page: Page) => page.getByRole('region', { name: 'Filters' });
const badges = (page: Page) => page.getByRole('list', { name: 'Filters in use' });
const removeBadge = (page: Page, label: string) =>
  badges(page).getByRole('button', { name: `${label} (remove filter)`, exact: true });

/** The products the page lists, in its order, each once (picture, title and View share a link). */
async function shown(page: Page): Promise<string[]> {
  const hrefs = await products(page)
    .locator('article a[href^="/detail/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

const foundLine = (page: Page, total: number, term?: string) =>
  products(page).getByText(
    `${total.toLocaleString('en-IN')} ${total === 1 ? 'Product' : 'Products'} Found${term ? ` for “${term}”` : ''}`,
    { exact: true },
  );

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The browser logs a failed answer itself; a journey that provokes one expects exactly those. */
function expectFailedAnswers(opened: Opened, status: number, path: string) {
  const isIt = (e: string) => e.includes(`status of ${status}`) && e.includes(path);
  expect(opened.watch.errors.filter(isIt).length).toBeGreaterThan(0);
  opened.watch.errors = opened.watch.errors.filter((e) => !isIt(e));
}

describe('the public shop page', () => {
  it('shows a signed-out shopper the shop, its stats and its products, pages them, and keeps page and view in the address', async () => {
    const shop = await api<Shop>(`v1/shop/${SLUG}/`);
    const summary = await api<ShopSummary>(`v1/shop-summary/${SLUG}/`);
    const total = await apiTotal();
    expect(summary.total_products).toBe(total);
    expect(total, 'the demo shop fills more than one page').toBeGreaterThan(PAGE_SIZE);

    const opened = await openPage(journey, `/vendor/${SLUG}/`);
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
      // The server wrote the shop's preview tags into the page; the app still titles the tab.
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
      expect(ogTitle).toBe(`${shop.name} · Pasal`);
      expect(await page.title()).toBe(`${shop.name} · Pasal`);
      await page.getByRole('link', { name: shop.user.email }).waitFor();
      await page.getByRole('link', { name: shop.mobile }).waitFor();
      await page.getByText(`Member since ${new Date(shop.date).getFullYear()}`).waitFor();

      // The four stat cards, as the summary call counts them; money in rupees, never dollars.
      const stat = (label: string) =>
        page
          .getByRole('list', { name: 'Shop at a glance' })
          .getByRole('listitem')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('p')
          .last();
      await expect.poll(() => stat('Total Products').textContent()).toBe(total.toLocaleString('en-IN'));
      expect(await stat('Categories').textContent()).toBe(String(summary.categories.length));
      expect(await stat('Average Price').textContent()).toBe(formatNprDecimal(summary.average_price));
      expect(await stat('Active Since').textContent()).toBe(String(summary.active_since));
      expect(await page.locator('main').textContent()).not.toContain('$');

      await foundLine(page, total).waitFor();
      await products(page).getByText(`Showing 1-${PAGE_SIZE} of ${total}`).waitFor();
      expect(await shown(page)).toEqual(await apiLinks(''));
      await screenshot(page, 'shop-grid-desktop');

      // Page 2: the next twelve, as the API pages them, and the page is in the address.
      const pages = page.getByRole('navigation', { name: 'Shop product pages' });
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await products(page)
        .getByText(`Showing ${PAGE_SIZE + 1}-${Math.min(2 * PAGE_SIZE, total)} of ${total}`)
        .waitFor();
      const secondPage = await apiLinks('page=2');
      await expect.poll(() => shown(page)).toEqual(secondPage);

      // List view adds each product's description; the choice is in the address too.
      await page.getByRole('button', { name: 'List view' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'list');
      const second = await api<ShopProductCard[]>(`v1/vendor-products/${SLUG}/?page=2`);
      const described = second[0];
      if (!described) throw new Error('page 2 of the demo shop is empty');
      await products(page).getByText(described.description.slice(0, 40), { exact: false }).first().waitFor();

      await page.reload();
      await untilHydrated(page);
      await products(page)
        .getByText(`Showing ${PAGE_SIZE + 1}-`, { exact: false })
        .waitFor();
      expect(params(page)).toEqual({ page: '2', view: 'list' });
      expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => shown(page)).toEqual(secondPage);
      await screenshot(page, 'shop-list-desktop');

      // Searching starts again at page 1 (spec §4) and says what it searched for.
      const word = described.title.split(' ')[0] ?? '';
      const search = page.getByRole('searchbox', { name: 'Search this shop' });
      await search.fill(word);
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      expect(params(page)).toEqual({ search: word, view: 'list' });
      const found = await apiTotal(`query=${encodeURIComponent(word)}`);
      expect(found).toBeGreaterThan(0);
      await foundLine(page, found, word).waitFor();
    });
  });

  it('filters by category, price and rating on the server, with removable badges, and a reload shows the same view', async () => {
    const summary = await api<ShopSummary>(`v1/shop-summary/${SLUG}/`);
    const [biggest, next] = [...summary.categories].sort((a, b) => b.count - a.count);
    if (!biggest || !next) throw new Error('the demo shop needs products in two categories');

    const opened = await openPage(journey, `/vendor/${SLUG}/?page=2`, { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await foundLine(page, summary.total_products).waitFor();
      await page.getByRole('button', { name: /^Filters/ }).click();
      const panel = filtersPanel(page);

      // Spec §9: the price boxes start at the floor of the cheapest and the ceiling of the dearest.
      const low = Math.floor(Number(summary.min_price));
      const high = Math.ceil(Number(summary.max_price));
      await expect.poll(() => panel.getByLabel('Minimum price').inputValue()).toBe(String(low));
      expect(await panel.getByLabel('Maximum price').inputValue()).toBe(String(high));

      // Categories, several at once, each with its count; choosing one goes back to page 1 (§4).
      await panel.getByRole('button', { name: `${biggest.title} (${biggest.count})` }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === String(biggest.id));
      expect(params(page).page).toBeUndefined();
      await foundLine(page, biggest.count).waitFor();
      // The second by keyboard: the buttons are real buttons, reached and pressed without a mouse.
      await panel.getByRole('button', { name: `${next.title} (${next.count})` }).focus();
      await page.keyboard.press('Space');
      const both = `${biggest.id},${next.id}`;
      await page.waitForURL((url) => url.searchParams.get('category') === both);
      expect(await apiTotal(`category=${both}`)).toBe(biggest.count + next.count);
      await foundLine(page, biggest.count + next.count).waitFor();
      await screenshot(page, 'shop-filters-phone');

      // A price range the server applies: from the cheapest chosen product's price upwards.
      const chosen = await api<ShopProductCard[]>(
        `v1/vendor-products/${SLUG}/?category=${both}&sort=price-asc&page_size=100`,
      );
      const from = Math.floor(Number(chosen[1]?.price ?? chosen[0]?.price));
      await panel.getByLabel('Minimum price').fill(String(from));
      await panel.getByRole('button', { name: 'Apply price' }).click();
      await page.waitForURL((url) => url.searchParams.get('min_price') === String(from));
      const priced = await apiTotal(`category=${both}&min_price=${from}`);
      expect(priced, 'the range leaves the cheapest out').toBeLessThan(biggest.count + next.count);
      await foundLine(page, priced).waitFor();

      // The highest minimum rating that still finds something, as the API says.
      let rating = 0;
      let rated = 0;
      for (const stars of [4, 3, 2]) {
        rated = await apiTotal(`category=${both}&min_price=${from}&min_rating=${stars}`);
        if (rated > 0) {
          rating = stars;
          break;
        }
      }
      expect(rating, 'the seed rates some of these products 2 stars or more').toBeGreaterThan(0);
      await page.getByLabel('Minimum rating').selectOption({ label: `${rating}+ stars` });
      await page.waitForURL((url) => url.searchParams.get('min_rating') === String(rating));
      await foundLine(page, rated).waitFor();
      const query = `category=${both}&min_price=${from}&min_rating=${rating}`;
      await expect.poll(() => shown(page)).toEqual(await apiLinks(query));

      await page.getByRole('button', { name: 'List view' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'list');

      // The same address after a reload: the same badges, count, products and view.
      const address = page.url();
      await page.reload();
      await untilHydrated(page);
      await foundLine(page, rated).waitFor();
      expect(page.url()).toBe(address);
      const price = `From ${formatNpr(rupeesToPaisa(from))}`;
      for (const label of [biggest.title, next.title, price, `${rating}+ stars`]) {
        await removeBadge(page, label).waitFor();
      }
      expect(await badges(page).getByRole('button').count()).toBe(4);
      expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => shown(page)).toEqual(await apiLinks(query));
      await screenshot(page, 'shop-filtered-list-phone');

      // A badge removes its own filter only.
      await removeBadge(page, next.title).click();
      await page.waitForURL((url) => url.searchParams.get('category') === String(biggest.id));
      await foundLine(
        page,
        await apiTotal(`category=${biggest.id}&min_price=${from}&min_rating=${rating}`),
      ).waitFor();
      expect(params(page)).toMatchObject({
        min_price: String(from),
        min_rating: String(rating),
        view: 'list',
      });
    });
  });

  it("says 'No Products Found' when nothing matches, and 'Reset All Filters' shows the whole shop again", async () => {
    const total = await apiTotal();
    expect(await apiTotal('query=xqzvw')).toBe(0);
    const opened = await openPage(journey, `/vendor/${SLUG}/?search=xqzvw&in_stock=true`, {
      viewport: PHONE,
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await foundLine(page, 0, 'xqzvw').waitFor();
      await page.getByText('No Products Found', { exact: true }).waitFor();
      await page.getByText('Try adjusting your search or filter criteria', { exact: true }).waitFor();
      await screenshot(page, 'shop-empty-phone');
      await page.getByRole('button', { name: 'Reset All Filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await foundLine(page, total).waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search this shop' }).inputValue()).toBe('');
    });
  });

  it('answers an unknown shop address with a not-found page', async () => {
    const response = await fetch(`${journey.baseUrl}/api/v1/shop/no-such-shop-here/`);
    expect(response.status).toBe(404);
    // The page itself answers 404 too (no preview tags for a shop that is not there) and still shows the app.
    expect((await fetch(`${journey.baseUrl}/vendor/no-such-shop-here/`)).status).toBe(404);
    const opened = await openPage(journey, '/vendor/no-such-shop-here/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Shop not found' }).waitFor();
      await page.getByRole('link', { name: 'Browse all products' }).waitFor();
      expect(await page.title()).toMatch(/^Shop not found/);
      await screenshot(page, 'shop-not-found-phone');
      expectFailedAnswers(opened, 404, '/no-such-shop-here/');
    });
  });

  it("says 'Loading shop data...' while the shop loads, and the error's message when it cannot (spec §8)", async () => {
    let asked = 0;
    // Opened at its address, the shop page comes drawn by the server; reached from a product's
    // "Sold by" link, it asks the API from the browser, which this journey answers with a failure.
    const opened = await openPage(journey, '/detail/macbook-pro-m2/', {
      viewport: PHONE,
      beforeLoad: async (page) => {
        await page.route(
          (url) => url.pathname === `/api/v1/shop/${SLUG}/`,
          async (route) => {
            asked += 1;
            await new Promise((resolve) => setTimeout(resolve, 500));
            await route.fulfill({
              status: 503,
              json: { detail: 'The shop is being updated. Try again soon.' },
            });
          },
        );
      },
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.locator(`a[href="/vendor/${SLUG}/"]`).first().click();
      await page.getByRole('status').filter({ hasText: 'Loading shop data...' }).waitFor();
      const notice = page.getByRole('alert');
      await notice.getByText('Failed to fetch shop data').waitFor({ timeout: 20_000 });
      await notice.getByText('The shop is being updated. Try again soon.').waitFor();
      expect(asked, 'a failure that may pass is asked again before giving up').toBeGreaterThan(1);
      await screenshot(page, 'shop-load-failed-phone');
      expectFailedAnswers(opened, 503, `/shop/${SLUG}/`);
    });
  });
});

describe('"Sold by" links across the storefront', () => {
  it("leads from a product page's 'Sold by' link to that shop", async () => {
    const product = await api<{ title: string; vendor: { name: string; slug: string } }>(
      'v1/products/macbook-pro-m2/',
    );
    expect(product.vendor.slug, "the carousel's MacBook is the demo vendor's").toBe(SLUG);
    const opened = await openPage(journey, '/detail/macbook-pro-m2/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      await page
        .locator('p', { hasText: 'Sold by' })
        .getByRole('link', { name: product.vendor.name })
        .click();
      await atPath(page, `/vendor/${product.vendor.slug}/`);
      await page.getByRole('heading', { level: 1, name: product.vendor.name }).waitFor();
      await foundLine(page, await apiTotal()).waitFor();
    });
  });

  it("leads from an order's 'Sold by' to the shop", async () => {
    const shopper = await registerCustomer(journey.baseUrl, 'Nabin Shrestha');
    const { cartId, product } = await prepareCart(journey, 'macbook-pro-m2', shopper);
    const oid = await orderCart(journey, cartId, shopper);
    await payOnDelivery(journey, oid, shopper);

    const opened = await openPage(journey, `/customer/order/${oid}/`, { tokens: shopper });
    const { page } = opened;
    await runChecked(opened, async () => {
      const facts = page.locator('dt', { hasText: 'Sold by' }).locator('xpath=following-sibling::dd[1]');
      await facts.getByRole('link', { name: product.vendor.name }).click();
      await atPath(page, `/vendor/${product.vendor.slug}/`);
      await page.getByRole('heading', { level: 1, name: product.vendor.name }).waitFor();
    });
  });
});

describe('the shop page on a phone and a desktop', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`renders with its filters open on a ${device}, with no serious accessibility problems`, async () => {
      const opened = await openPage(journey, `/vendor/${SLUG}/`, { viewport });
      const { page } = opened;
      await runChecked(opened, async () => {
        await products(page).locator('article').first().waitFor();
        await page.getByRole('button', { name: /^Filters/ }).click();
        await filtersPanel(page).getByRole('button', { pressed: false }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await checkA11y(page);
        expect(violations, `serious accessibility violations:\n${formatViolations(violations)}`).toEqual([]);
        await screenshot(page, `shop-${device}`);
      });
    });
  }
});
