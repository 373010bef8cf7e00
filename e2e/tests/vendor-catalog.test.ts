import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatNprDecimal,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_MESSAGES,
  type ProductCard,
  type ProductDetail,
  SHOP_SETTINGS_MESSAGES,
  type Shop,
  type VendorStats,
} from '../../packages/domain/src/index.ts';
import { atPath, fieldError, toastExactly } from '../lib/accounts.ts';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectAccessible, openPage, runChecked, settled } from '../lib/pages.ts';
import type { TokenPair } from '../lib/session.ts';
import { apiGet } from '../lib/shopping.ts';
import { demoVendor } from '../lib/vendor.ts';
import { withDiagnostics } from '../lib/watch.ts';

const journey = useJourney();
/** The demo vendor (README): Kathmandu Gadget House. */
const vendor = demoVendor(journey);

/** The shop's own product with exactly this title (drafts too), from its product list. */
async function ownProduct(title: string): Promise<ProductCard | undefined> {
  const rows = await vendor.get<ProductCard[]>(
    `vendor/products/${await vendor.id()}/?query=${encodeURIComponent(title)}&page_size=100`,
  );
  return rows.find((row) => row.title === title);
}

/** The HTTP status of a public GET. */
const statusOf = async (call: string) => (await fetch(`${journey.baseUrl}/api/${call}`)).status;

/** Titles the storefront's search answers for `words`. */
async function searchTitles(words: string): Promise<string[]> {
  const rows = await apiGet<ProductCard[]>(journey.baseUrl, `v1/search/?query=${encodeURIComponent(words)}`);
  return rows.map((row) => row.title);
}

const openAsVendor = (where: string, viewport: Viewport = DESKTOP) => vendor.open(where, { viewport });

/** Test pictures, drawn here: a PNG of one colour with a stripe, so each differs. */
let pictureDir = '';
async function picture(name: string, rgb: [number, number, number]): Promise<string> {
  const [r, g, b] = rgb;
  const stripe = await sharp({
    create: { width: 600, height: 80, channels: 3, background: { r: 255 - r, g: 255 - g, b: 255 - b } },
  })
    .png()
    .toBuffer();
  const file = path.join(pictureDir, name);
  await sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g, b } } })
    .composite([{ input: stripe, top: 260, left: 0 }])
    .png()
    .toFile(file);
  return file;
}

beforeAll(async () => {
  pictureDir = await mkdtemp(path.join(tmpdir(), 'pasal-vendor-pictures-'));
});
afterAll(async () => {
  if (pictureDir) await rm(pictureDir, { recursive: true, force: true });
});

const STAMP = Date.now().toString(36);
/** The product the journeys create, edit and finally delete. */
const LAPTOP = `Sagarmatha Ultrabook ${STAMP}`;
const DRAFT = `Annapurna Draft Speaker ${STAMP}`;

/** Fills the Details tab of the editor. */
async function fillDetails(
  page: Page,
  fields: { title: string; category: string; price: string; old?: string; stock?: string; stage?: string },
) {
  await page.getByLabel(/^Title/).fill(fields.title);
  await page.getByLabel('Description').fill(`${fields.title}: made for the journeys, sold in Nepal.`);
  await page.getByLabel(/^Category/).selectOption({ label: fields.category });
  await page.getByLabel(/^Sale Price/).fill(fields.price);
  if (fields.old) await page.getByLabel(/^Regular Price/).fill(fields.old);
  await page.getByLabel(/^Shipping/).fill('150');
  await page.getByLabel('Stock Quantity').fill(fields.stock ?? '25');
  if (fields.stage) await page.getByLabel('Stage', { exact: true }).selectOption({ label: fields.stage });
}

/** Opens an editor tab and waits for the address to remember it. */
async function openTab(page: Page, name: string, key: string) {
  await page.getByRole('tab', { name }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === key);
}

describe('the product editor (spec §2)', () => {
  it('creates a product with two gallery pictures, a spec, two sizes and two colours; it is on the storefront and in the shop', async () => {
    const thumbnail = await picture('thumbnail.png', [30, 60, 160]);
    const galleryOne = await picture('gallery-1.png', [200, 40, 40]);
    const galleryTwo = await picture('gallery-2.png', [40, 160, 80]);
    const opened = await openAsVendor('/vendor/add-product/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
      await page.getByLabel('Product Thumbnail').setInputFiles(thumbnail);
      // The preview is the chosen file itself, before any upload.
      const preview = page.getByRole('img', { name: 'Preview of the chosen picture' });
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
      await fillDetails(page, { title: LAPTOP, category: 'Laptops', price: '125000', old: '135000' });

      await openTab(page, 'Gallery', 'gallery');
      await page.getByRole('button', { name: 'Add picture' }).click();
      await page.getByRole('button', { name: 'Add picture' }).click();
      await page.getByLabel('New picture 1').setInputFiles(galleryOne);
      await page.getByLabel('New picture 2').setInputFiles(galleryTwo);
      await expect.poll(() => preview.count()).toBe(2);

      await openTab(page, 'Specs', 'specs');
      await page.getByRole('button', { name: 'Add specification' }).click();
      await page.getByLabel('Title of specification 1').fill('Processor');
      await page.getByLabel('Value of specification 1').fill('Intel Core Ultra 7');

      await openTab(page, 'Variations', 'variations');
      for (const [index, [name, price]] of [
        ['16GB RAM', '125000'],
        ['32GB RAM', '145000'],
      ].entries()) {
        await page.getByRole('button', { name: 'Add variation' }).click();
        await page.getByLabel(`Name of variation ${index + 1}`).fill(name as string);
        await page.getByLabel(`Price (Rs.) of variation ${index + 1}`).fill(price as string);
      }

      await openTab(page, 'Colors', 'colors');
      for (const [index, [name, code]] of [
        ['Silver', '#c0c0c0'],
        ['Midnight', 'navy'],
      ].entries()) {
        await page.getByRole('button', { name: 'Add colour' }).click();
        await page.getByLabel(`Name of colour ${index + 1}`).fill(name as string);
        await page.getByLabel(`Colour code of colour ${index + 1}`).fill(code as string);
      }
      // Each row paints its colour beside it.
      const swatches = page.getByTestId('color-swatch');
      await expect
        .poll(() => swatches.evaluateAll((all) => all.map((s) => getComputedStyle(s).backgroundColor)))
        .toEqual(['rgb(192, 192, 192)', 'rgb(0, 0, 128)']);
      await screenshot(page, 'vendor-editor-colors-desktop');

      const saving = page.waitForRequest((r) => r.url().includes('/api/vendor-create-product/'));
      await page.getByRole('button', { name: 'Create Product' }).click();
      // The form goes as multipart with the bracketed row names of issue 16.
      const body = (await saving).postData() ?? '';
      for (const name of [
        'specifications[0][title]',
        'sizes[1][price]',
        'colors[1][color_code]',
        'gallery[1][image]',
        'image',
      ]) {
        expect(body, name).toContain(`name="${name}"`);
      }
      await toastExactly(page, 'success', PRODUCT_MESSAGES.created);
      await atPath(page, '/vendor/products/');
      // Newest first: the new product leads the list.
      await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain(LAPTOP);
    });

    const card = await ownProduct(LAPTOP);
    expect(card?.status).toBe('published');
    const detail = await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${card?.slug}/`);
    expect(detail.price).toBe('125000.00');
    expect(detail.old_price).toBe('135000.00');
    expect(detail.category?.title).toBe('Laptops');
    expect(detail.gallery).toHaveLength(2);
    expect(detail.specification.map((s) => [s.title, s.content])).toEqual([
      ['Processor', 'Intel Core Ultra 7'],
    ]);
    expect(detail.size.map((s) => [s.name, s.price])).toEqual([
      ['16GB RAM', '125000.00'],
      ['32GB RAM', '145000.00'],
    ]);
    expect(detail.color.map((c) => [c.name, c.color_code])).toEqual([
      ['Silver', '#c0c0c0'],
      ['Midnight', 'navy'],
    ]);

    // On the storefront: its page, and the public list of its shop.
    const shopper = await openPage(journey, `/detail/${detail.slug}/`);
    await runChecked(shopper, async () => {
      await shopper.page.getByRole('heading', { level: 1, name: LAPTOP }).waitFor();
      await shopper.page.getByText(formatNprDecimal('125000.00')).first().waitFor();
      await expect
        .poll(() => shopper.page.getByRole('list', { name: 'Pictures' }).locator('img').count())
        .toBe(3);
    });
    const shopList = await apiGet<ProductCard[]>(
      journey.baseUrl,
      `vendor-products/${detail.vendor.slug}/?query=${encodeURIComponent(LAPTOP)}`,
    );
    expect(shopList.map((row) => row.title)).toContain(LAPTOP);
  });

  it('edits the price (the storefront follows), keeps the open tab over a reload and removes a gallery picture', async () => {
    const before = await ownProduct(LAPTOP);
    if (!before) throw new Error('the first journey did not create the product');
    const opened = await openAsVendor(`/vendor/products/?query=${encodeURIComponent(LAPTOP)}`);
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('link', { name: `Edit ${LAPTOP}` }).click();
      await atPath(page, `/vendor/update-product/${before.pid}/`);
      await page.getByRole('heading', { level: 1, name: 'Update Product' }).waitFor();
      expect(await page.getByLabel(/^Title/).inputValue()).toBe(LAPTOP);
      expect(
        await page
          .getByLabel(/^Category/)
          .locator('option:checked')
          .textContent(),
      ).toBe('Laptops');

      await openTab(page, 'Variations', 'variations');
      await page.reload();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Variations' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await page.getByLabel('Name of variation 2').inputValue()).toBe('32GB RAM');

      await openTab(page, 'Gallery', 'gallery');
      await page.getByRole('button', { name: 'Remove gallery picture 1' }).click();
      await page.getByText('Removed when you save').waitFor();

      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByLabel(/^Sale Price/).fill('119999');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await toastExactly(page, 'success', PRODUCT_MESSAGES.updated);
      await atPath(page, '/vendor/products/');
    });

    const after = await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${before.slug}/`);
    expect(after.price).toBe('119999.00');
    expect(after.gallery).toHaveLength(1);
    // Rows sent again unchanged are kept; nothing else was lost.
    expect(after.size).toHaveLength(2);
    expect(after.color).toHaveLength(2);
    expect(after.specification).toHaveLength(1);
    // The storefront's card shows the product's price (its page starts at the first size's own).
    const shopper = await openPage(journey, `/search/?query=${encodeURIComponent(LAPTOP)}`);
    await runChecked(shopper, async () => {
      const card = shopper.page.getByRole('article').filter({ hasText: LAPTOP });
      await expect.poll(() => card.textContent()).toContain(formatNprDecimal('119999.00'));
    });
  });

  it('saves a draft: listed for the shop, never on the storefront or in search', async () => {
    const opened = await openAsVendor('/vendor/add-product/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillDetails(page, { title: DRAFT, category: 'Audio', price: '8999', stage: 'Draft' });
      await page.getByRole('button', { name: 'Create Product' }).click();
      await toastExactly(page, 'success', PRODUCT_MESSAGES.created);
      await atPath(page, '/vendor/products/');
      // The editor, with a Stage field of its own, stays on screen until the list's page has loaded.
      await page.getByRole('heading', { level: 1, name: 'Products', exact: true }).waitFor();
      await page.getByLabel('Stage', { exact: true }).selectOption('draft');
      await page.waitForURL((url) => url.searchParams.get('stage') === 'draft');
      const row = page.locator('tbody tr', { hasText: DRAFT });
      await row.waitFor();
      expect(await row.getByText('Draft', { exact: true }).count()).toBe(1);
      // Nothing to view on the storefront yet: no link there.
      expect(await row.getByRole('link', { name: `View ${DRAFT}` }).count()).toBe(0);
    });

    const draft = await ownProduct(DRAFT);
    expect(draft?.status).toBe('draft');
    expect(await statusOf(`v1/products/${draft?.slug}/`)).toBe(404);
    expect(await searchTitles(DRAFT)).not.toContain(DRAFT);
    const shopper = await journey.browser.newPage(DESKTOP);
    await shopper.goto(`${journey.baseUrl}/detail/${draft?.slug}/`);
    await shopper.getByRole('heading', { name: 'Product not found' }).waitFor();
    await shopper.context().close();
  });

  it("says the server's word on a refused picture (spec §8) and keeps the editor open", async () => {
    const draft = await ownProduct(DRAFT);
    if (!draft) throw new Error('the draft journey did not create the product');
    // A PNG by name only: the browser calls it image/png, the server reads its content.
    const fake = path.join(pictureDir, 'fake.png');
    await writeFile(fake, 'this is not a picture');
    const opened = await openAsVendor(`/vendor/update-product/${draft.pid}/`);
    const { page } = opened;
    await withDiagnostics(page, opened.watch, async () => {
      await page.getByLabel('Product Thumbnail').setInputFiles(fake);
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect.poll(() => fieldError(page, 'Product Thumbnail')).not.toBe('');
      const message = await fieldError(page, 'Product Thumbnail');
      expect(message).not.toBe(PRODUCT_MESSAGES.updateFailed);
      await toastExactly(page, 'error', message);
      expect(await page.getByRole('tab', { name: 'Details' }).getByTestId('tab-error').count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`/vendor/update-product/${draft.pid}/`);
      // The refusal is the only error the page logged.
      expect(opened.watch.errors.every((e) => e.includes('400 (Bad Request)'))).toBe(true);
    });
  });

  it('shows field errors for an empty title, no category and price 0, marks the tabs and sends nothing', async () => {
    const opened = await openAsVendor('/vendor/add-product/');
    const { page } = opened;
    await runChecked(opened, async () => {
      let sent = false;
      page.on('request', (r) => {
        if (r.url().includes('/api/vendor-create-product/')) sent = true;
      });
      await page.getByLabel(/^Sale Price/).fill('0');
      await page.getByRole('button', { name: 'Create Product' }).click();
      await expect.poll(() => fieldError(page, 'Title')).toBe(PRODUCT_FORM_MESSAGES.title);
      expect(await fieldError(page, /^Category/)).toBe(PRODUCT_FORM_MESSAGES.category);
      expect(await fieldError(page, /^Sale Price/)).toBe(PRODUCT_FORM_MESSAGES.price);
      expect(await page.getByRole('tab', { name: 'Details' }).getByTestId('tab-error').count()).toBe(1);
      // The first field with a message has the focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
      await screenshot(page, 'vendor-editor-errors-desktop');

      // Details put right, a colour code no browser can paint: the Colors tab opens, marked, and
      // the message sits under its own row, though a half-filled row above it is not counted.
      await fillDetails(page, { title: `Broken colour ${STAMP}`, category: 'Audio', price: '1000' });
      await openTab(page, 'Colors', 'colors');
      await page.getByRole('button', { name: 'Add colour' }).click();
      await page.getByLabel('Name of colour 1').fill('Half filled');
      await page.getByRole('button', { name: 'Add colour' }).click();
      await page.getByLabel('Name of colour 2').fill('Mystery');
      await page.getByLabel('Colour code of colour 2').fill('not-a-colour');
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Create Product' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'colors');
      await expect
        .poll(() => fieldError(page, 'Colour code of colour 2'))
        .toBe(PRODUCT_FORM_MESSAGES.colorCode);
      expect(await fieldError(page, 'Colour code of colour 1')).toBe('');
      expect(await page.getByRole('tab', { name: 'Colors' }).getByTestId('tab-error').count()).toBe(1);
      expect(await page.getByRole('tab', { name: 'Details' }).getByTestId('tab-error').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'colors.1.color_code',
      );

      // A file that is not a picture is refused before anything is sent.
      const notes = path.join(pictureDir, 'notes.txt');
      await writeFile(notes, 'not a picture');
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByLabel('Product Thumbnail').setInputFiles(notes);
      await expect.poll(() => fieldError(page, 'Product Thumbnail')).toMatch(/^Choose an image file/);
      expect(sent).toBe(false);
    });
  });
});

describe('the products page (spec §2)', () => {
  it('filters in the address and deletes with the §8 confirmation: gone from storefront and search', async () => {
    const laptop = await ownProduct(LAPTOP);
    if (!laptop) throw new Error('the first journey did not create the product');
    expect(await searchTitles(LAPTOP)).toContain(LAPTOP);
    const opened = await openAsVendor('/vendor/products/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('search', { name: 'Filter products' }).getByLabel('Search').fill(LAPTOP);
      await page.waitForURL((url) => url.searchParams.get('query') === LAPTOP);
      const row = page.locator('tbody tr', { hasText: LAPTOP });
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
      await row.waitFor();

      await row.getByRole('button', { name: `Delete ${LAPTOP}` }).click();
      const dialog = page.getByRole('dialog', { name: PRODUCT_MESSAGES.deleteConfirm });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await row.count()).toBe(1);

      await row.getByRole('button', { name: `Delete ${LAPTOP}` }).click();
      await dialog.getByRole('button', { name: PRODUCT_MESSAGES.deleteYes }).click();
      await toastExactly(page, 'success', PRODUCT_MESSAGES.deleted);
      await page.getByText('No products found').waitFor();
      await page.getByText('Try adjusting your search or filters').waitFor();
      await screenshot(page, 'vendor-products-empty-desktop');
    });
    expect(await statusOf(`v1/products/${laptop.slug}/`)).toBe(404);
    expect(await searchTitles(LAPTOP)).not.toContain(LAPTOP);
    expect(await ownProduct(LAPTOP)).toBeUndefined();
  });

  it('pages through the shop newest first, the page in the address', async () => {
    const { body: secondPage, total } = await vendor.page<ProductCard[]>(
      `vendor/products/${await vendor.id()}/?page=2&page_size=10`,
    );
    expect(total).toBeGreaterThan(10);
    const opened = await openAsVendor('/vendor/products/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.locator('tbody tr').first().waitFor();
      await page
        .getByRole('navigation', { name: 'Product pages' })
        .getByRole('button', { name: 'Page 2' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect
        .poll(() =>
          page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-pid'))),
        )
        .toEqual(secondPage.map((p) => p.pid));
      await page.getByText(`Showing 11–${Math.min(20, total)} of ${total}, newest first`).waitFor();
      // Spec §9: the stock badge is green above 10, a warning at 10 or fewer.
      expect(
        await page
          .locator('tbody [data-stock]')
          .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-stock'))),
      ).toEqual(secondPage.map((p) => (p.stock_qty > 10 ? 'plenty' : 'low')));
    });
  });
});

describe('the dashboard (spec §2)', () => {
  it('shows the three cards, both trends as bars, and refetches when the range changes', async () => {
    const id = await vendor.id();
    const [stats] = await vendor.get<VendorStats[]>(`vendor/stats/${id}/`);
    const months = await vendor.get<Array<{ month: number }>>(
      `vendor-orders-chart/${id}/?range=last_6_months`,
    );
    const opened = await openAsVendor('/vendor/dashboard/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const card = (label: string) => page.getByRole('listitem').filter({ hasText: label });
      await expect.poll(() => card('Total Products').textContent()).toContain(String(stats?.products));
      expect(await card('Total Orders').textContent()).toContain(String(stats?.orders));
      expect(await card('Total Revenue').textContent()).toContain(formatNprDecimal(stats?.revenue ?? '0'));

      const orders = page.getByRole('region', { name: 'Orders Trend' });
      const products = page.getByRole('region', { name: 'Products Trend' });
      // Bars are drawn (the demo year has orders; this month has the journeys' products).
      await expect.poll(() => orders.locator('svg .recharts-bar-rectangle path').count()).toBeGreaterThan(0);
      await expect
        .poll(() => products.locator('svg .recharts-bar-rectangle path').count())
        .toBeGreaterThan(0);
      // Month names on the axis, in the order the server gave the months.
      const short = (m: number) =>
        new Date(Date.UTC(2000, m - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
      expect(await orders.locator('.recharts-xAxis-tick-labels text').allTextContents()).toEqual(
        months.map((m) => short(m.month)),
      );
      expect(await orders.locator('tbody tr').count()).toBe(6);
      await screenshot(page, 'vendor-dashboard-desktop');

      const refetched = page.waitForRequest(
        (r) =>
          r.url().includes(`/api/vendor-orders-chart/${id}/`) && r.url().includes('range=last_12_months'),
      );
      await page.getByLabel('Range').selectOption({ label: 'Last 12 months' });
      await refetched;
      await page.waitForURL((url) => url.searchParams.get('range') === 'last_12_months');
      await expect.poll(() => orders.locator('tbody tr').count()).toBe(12);
      await expect.poll(() => products.locator('tbody tr').count()).toBe(12);
    });
  });

  it('filters its product table (a price that is not a number is 0), and its buttons lead on', async () => {
    const [newest] = await vendor.get<ProductCard[]>(
      `vendor/products/${await vendor.id()}/?stage=published&page_size=1`,
    );
    if (!newest) throw new Error('the shop has no published product');
    const opened = await openAsVendor('/vendor/dashboard/');
    const { page } = opened;
    await runChecked(opened, async () => {
      const table = page.getByRole('table', { name: 'Your products' });
      await table.locator('tbody tr').first().waitFor();
      expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(5);

      await page.getByLabel('Min price (Rs.)').fill('abc');
      await page.waitForURL((url) => url.searchParams.get('min_price') === '0');
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Smartphones' });
      await page.waitForURL((url) => url.searchParams.has('category'));
      await expect
        .poll(() => table.locator('tbody tr').allTextContents())
        .toSatisfy((rows: string[]) => rows.length > 0 && rows.every((r) => r.includes('Smartphones')));
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.waitForURL((url) => !url.searchParams.has('category') && !url.searchParams.has('min_price'));

      await table.getByRole('link', { name: `Edit ${newest.title}` }).click();
      await atPath(page, `/vendor/update-product/${newest.pid}/`);
      await page.goBack();
      await table.getByRole('link', { name: `View ${newest.title}` }).click();
      await atPath(page, `/detail/${newest.slug}/`);
      await page.goBack();
      await page.getByRole('link', { name: 'See More' }).click();
      await atPath(page, '/vendor/products/');
    });
  });

  it('loads the charting library only on vendor pages', async () => {
    /** The scripts a page asks for, once `loaded` says they are all there (the chart comes last). */
    const scriptsOf = async (where: string, tokens?: TokenPair, loaded?: (scripts: string[]) => boolean) => {
      const scripts = new Set<string>();
      const opened = await openPage(journey, where, {
        tokens,
        beforeLoad: async (page) => {
          page.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.add(pathname.slice('/assets/'.length));
          });
        },
      });
      await runChecked(opened, async () => {
        await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
        await opened.page.waitForLoadState('networkidle');
        // On a busy machine the chart's chunk can be asked for after the network first went quiet.
        if (loaded) await expect.poll(() => loaded([...scripts])).toBe(true);
      });
      await opened.page.context().close();
      return [...scripts];
    };
    const chart = (scripts: string[]) => scripts.find((file) => /^trend-chart-[\w-]{8}\.js$/.test(file));
    const dashboard = await scriptsOf(
      '/vendor/dashboard/',
      await vendor.tokens(),
      (scripts) => !!chart(scripts),
    );
    expect(chart(dashboard), 'the dashboard loads the chart chunk').toBeDefined();
    const home = await scriptsOf('/');
    expect(chart(home), 'the home page must not download the charts').toBeUndefined();
  });
});

describe('shop settings (spec §2)', () => {
  it('saves the store name, about text and a new picture, with e-mail and mobile read-only', async () => {
    const id = await vendor.id();
    const before = await vendor.get<Shop>(`vendor-shop-settings/${id}/`);
    const newPicture = await picture('shop.png', [240, 180, 20]);
    const opened = await openAsVendor('/vendor/settings/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Shop Settings' }).waitFor();
      expect(await page.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByLabel('Mobile').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByLabel('Email Address').inputValue()).toBe(before.user.email);
      expect(await page.getByRole('link', { name: 'View Store' }).getAttribute('href')).toBe(
        `/vendor/${before.slug}/`,
      );

      await page.getByLabel('Change shop picture').setInputFiles(newPicture);
      await expect
        .poll(() => page.getByRole('img', { name: 'Preview of the new shop picture' }).getAttribute('src'))
        .toMatch(/^blob:/);
      await page.getByLabel('Store Name').fill(`${before.name} Pvt. Ltd.`);
      await page.getByLabel('About Me').fill('Genuine gadgets with Nepal warranty, delivered from New Road.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toastExactly(page, 'success', SHOP_SETTINGS_MESSAGES.saved);
    });
    const after = await vendor.get<Shop>(`vendor-shop-settings/${id}/`);
    expect(after.name).toBe(`${before.name} Pvt. Ltd.`);
    expect(after.description).toBe('Genuine gadgets with Nepal warranty, delivered from New Road.');
    expect(after.image).not.toBe(before.image);
  });
});

describe('the vendor area on every screen', () => {
  /** The menu's shop pages, top to bottom: the link, where it leads, and that page's title. */
  const SCREENS = [
    { link: 'Dashboard', path: '/vendor/dashboard/', heading: 'Dashboard' },
    { link: 'Products', path: '/vendor/products/', heading: 'Products' },
    { link: 'Add product', path: '/vendor/add-product/', heading: 'Add Product' },
    { link: 'Orders', path: '/vendor/orders/', heading: 'Orders Management' },
    { link: 'Earnings', path: '/vendor/earning/', heading: 'Earnings' },
    { link: 'Reviews', path: '/vendor/reviews/', heading: 'Reviews' },
    { link: 'Coupons', path: '/vendor/coupon/', heading: 'Coupon Management' },
    { link: 'Notifications', path: '/vendor/notifications/', heading: 'Notifications' },
    { link: 'Shop settings', path: '/vendor/settings/', heading: 'Shop Settings' },
  ];
  /** A link's name as read aloud: Notifications carries its unread count when there is one. */
  const linkName = (label: string) =>
    new RegExp(`^${label}${label === 'Notifications' ? '( \\d+ unread)?' : ''}$`);

  /** The names of the shop menu's links, top to bottom, as a screen reader lists them. */
  async function menuLinkNames(page: Page): Promise<string[]> {
    const tree = await page.getByRole('navigation', { name: 'Shop menu' }).ariaSnapshot();
    return [...tree.matchAll(/^\s*- link "((?:[^"\\]|\\.)*)"/gm)].map(([, name]) => JSON.parse(`"${name}"`));
  }

  it('folds the shop menu behind a toggle on a phone; picking a page folds it again', async () => {
    const opened = await openAsVendor('/vendor/dashboard/', PHONE);
    const { page } = opened;
    await runChecked(opened, async () => {
      const toggle = page.getByRole('button', { name: /Shop menu/ });
      await toggle.waitFor();
      const menu = page.getByRole('navigation', { name: 'Shop menu' });
      expect(await menu.getByRole('link').count()).toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menuLinkNames(page)).toEqual([
        ...SCREENS.map(({ link }) => expect.stringMatching(linkName(link))),
        'Help',
        'Logout',
      ]);
      await screenshot(page, 'vendor-menu-open-phone', { fullPage: false });
      await menu.getByRole('link', { name: 'Products', exact: true }).click();
      await atPath(page, '/vendor/products/');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.getByRole('link', { name: 'Products', exact: true }).count()).toBe(0);
    });
  });

  // One test per width: each tours every screen, and two at once on a busy machine can take minutes.
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'shows every vendor screen on a %s, with the menu, and no serious accessibility problems',
    async (size, viewport) => {
      const [product] = await vendor.get<ProductCard[]>(`vendor/products/${await vendor.id()}/?page_size=1`);
      if (!product) throw new Error('the shop has no product');
      // One page per width that goes from screen to screen through the menu, as a vendor does:
      // the app loads once, not once per screen.
      const opened = await openAsVendor(SCREENS[0]?.path ?? '', viewport);
      const { page } = opened;
      const menu = page.getByRole('navigation', { name: 'Shop menu' });
      const toggle = menu.getByRole('button', { name: /Shop menu/ });
      const look = async (heading: string, name: string) => {
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await menu.waitFor();
        await settled(page);
        await screenshot(page, `vendor-menu-${name}-${size}`);
        await expectAccessible(page, `${name} (${size})`);
      };
      await runChecked(opened, async () => {
        for (const [index, screen] of SCREENS.entries()) {
          if (index > 0) {
            if (await toggle.isVisible()) await toggle.click();
            await menu.getByRole('link', { name: linkName(screen.link) }).click();
            await atPath(page, screen.path);
          }
          await look(screen.heading, screen.path.split('/')[2] ?? '');
        }
        await page.goto(`${journey.baseUrl}/vendor/update-product/${product.pid}/`);
        await look('Update Product', 'update-product');
      });
      await page.context().close();
    },
  );
});
