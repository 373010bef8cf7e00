import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  decimalToPaisa,
  formatNprDecimal,
  type ProductCard,
  type ProductDetail,
} from '../../packages/domain/src/index.ts';
import { atPath, DEMO_PASSWORD, toastShown } from '../lib/accounts.ts';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { currentSlide, type OpenOptions, openPage, runChecked } from '../lib/pages.ts';
import { postJson, registerCustomer, type TokenPair } from '../lib/session.ts';
import { apiGet as apiGetAs, orderCart, payOnDelivery, prepareCart, userIdOf } from '../lib/shopping.ts';

const journey = useJourney();

const MACBOOK = 'Apple MacBook Pro 14" M2 Pro';

/** The header's cart badge: the number of items, counted as the cart page counts them. */
const cartCount = (page: Page) => page.getByTestId('cart-count').textContent();

/** Opens one of the product page's tabs by its visible name. */
async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
}

const apiGet = <T>(path: string, token?: string) => apiGetAs<T>(journey.baseUrl, path, token);

/**
 * Buys one unit of `slug` through the API as the app does (cart, create-order, cash on
 * delivery), for a guest or, with `tokens`, for that customer; answers the order's oid.
 */
async function placeCodOrder(slug: string, tokens?: TokenPair): Promise<string> {
  const oid = await createOrder(slug, tokens);
  await payOnDelivery(journey, oid, tokens);
  return oid;
}

/** An order of one unit of `slug` with the shipping details filled, not yet paid; answers its oid. */
async function createOrder(slug: string, tokens?: TokenPair): Promise<string> {
  const { cartId } = await prepareCart(journey, slug, tokens);
  return orderCart(journey, cartId, tokens);
}

/** A demo account's tokens, signed in through the API. */
const signIn = (email: string) =>
  postJson<TokenPair>(journey.baseUrl, 'v1/user/token/', { email, password: DEMO_PASSWORD });

describe('storefront journeys', () => {
  it('goes from home to a category to a product, picks size and colour, and the cart badge shows 1', async () => {
    const opened = await openPage(journey, '/');
    const { page } = opened;
    await runChecked(opened, async () => {
      const categories = page.getByRole('region', { name: 'Browse Tech Categories' });
      await categories.getByRole('link', { name: 'Laptops' }).click();
      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.has('category'));
      await page.getByRole('heading', { level: 1, name: 'Laptops' }).waitFor();
      expect(await cartCount(page)).toBe('0');

      await page.getByRole('link', { name: MACBOOK }).click();
      await atPath(page, '/detail/macbook-pro-m2/');
      await page.getByRole('heading', { level: 1, name: MACBOOK }).waitFor();
      // Spec §5: the first size and colour start chosen; a size with its own price sets the price.
      expect(await page.getByRole('radio', { name: /16GB \/ 512GB SSD/ }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Space Grey' }).isChecked()).toBe(true);
      const detail = await apiGet<ProductDetail>('v1/products/macbook-pro-m2/');
      const bigger = detail.size.find((size) => size.name === '16GB / 1TB SSD');
      if (!bigger?.price || bigger.price === detail.price) throw new Error('the seed lost the priced size');
      await page.getByText('16GB / 1TB SSD').click();
      await page.getByText(`Price: ${formatNprDecimal(bigger.price)}`).waitFor();
      await page.getByText('Midnight', { exact: true }).click();

      // Spec §5 quantity: anything not a number becomes 1, and − is disabled at 1.
      const quantity = page.getByLabel('Quantity', { exact: true });
      await quantity.fill('abc');
      await quantity.blur();
      expect(await quantity.inputValue()).toBe('1');
      expect(await page.getByRole('button', { name: /^Decrease quantity/ }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toastShown(page, 'Cart Created Successfully');
      await expect.poll(() => cartCount(page)).toBe('1');
      await screenshot(page, 'product-added-desktop', { fullPage: false });

      // The server priced the line from the chosen size, whatever the page sent.
      const cartId = await page.evaluate(() => localStorage.getItem('randomString'));
      const lines = await apiGet<Array<{ size: string; color: string; price: string; qty: number }>>(
        `v1/cart-list/${cartId}/`,
      );
      expect(lines).toEqual([
        expect.objectContaining({ size: '16GB / 1TB SSD', color: 'Midnight', price: bigger.price, qty: 1 }),
      ]);
    });
  });

  it('finds products from the header search despite typos', async () => {
    const opened = await openPage(journey, '/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      for (const [typo, expected] of [
        ['macbok', MACBOOK],
        ['samsng', /Samsung/],
      ] as const) {
        const search = page.getByRole('combobox', { name: 'Search products' });
        await search.fill(typo);
        await search.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('query') === typo);
        await page.getByRole('heading', { level: 1, name: `Results for “${typo}”` }).waitFor();
        await page.getByRole('link', { name: expected }).first().waitFor();
      }
      await screenshot(page, 'search-typo-phone');
    });
  });

  it('toggles the wishlist heart on a product card, and the state survives a reload', async () => {
    const opened = await openPage(journey, '/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      const featured = page.getByRole('region', { name: 'Featured Tech Products' });
      const heart = featured.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
      const label = (await heart.getAttribute('aria-label')) ?? '';
      const title = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
      await heart.click();
      await toastShown(page, 'Added to wishlist.');
      const saved = featured.getByRole('button', { name: `Remove ${title} from wishlist` });
      await saved.waitFor();

      await page.reload();
      await saved.waitFor();
      await saved.click();
      await toastShown(page, 'Wishlist deleted successfully.');
      await featured.getByRole('button', { name: `Add ${title} to wishlist` }).waitFor();
    });
  });

  it('lets a signed-in shopper review a product, follow its shop and ask the vendor a question', async () => {
    const shopper = await registerCustomer(journey.baseUrl, 'Maya Tamang');
    const opened = await openPage(journey, '/detail/nintendo-switch-oled/', { tokens: shopper });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1 }).waitFor();

      // A review: rating and text, then it is listed with the reviewer's name.
      const reviewsTab = page.getByRole('tab', { name: /^Reviews \((\d+)\)$/ });
      const before = Number((await reviewsTab.textContent())?.match(/\d+/)?.[0]);
      await reviewsTab.click();
      await page.getByLabel('Your rating').selectOption('5');
      await page.getByLabel('Your review').fill('Battery lasts a whole bus ride from Pokhara to Kathmandu.');
      await page.getByRole('button', { name: 'Submit review' }).click();
      await toastShown(page, 'Review created successfully');
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.getByText('Battery lasts a whole bus ride from Pokhara to Kathmandu.').waitFor();
      await reviews.getByText('Maya Tamang').first().waitFor();
      await page.getByRole('tab', { name: `Reviews (${before + 1})` }).waitFor();

      // Follow the shop from the vendor tab; the count goes up by one and stays after a reload.
      await openTab(page, /^Vendor$/);
      const followers = async () =>
        Number((await page.getByText(/\d+ followers?$/).textContent())?.match(/\d+/)?.[0]);
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      const countBefore = await followers();
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await toastShown(page, 'You are now following this shop.');
      await page.getByRole('button', { name: /^Following/ }).waitFor();
      expect(await followers()).toBe(countBefore + 1);

      // Message: a question to the vendor, shown under Questions while it waits for an answer.
      await page.getByRole('button', { name: 'Message' }).click();
      const dialog = page.getByRole('dialog', { name: /^Message / });
      await dialog.getByLabel('Your message').fill('Does it come with a Nepal warranty card?');
      await screenshot(page, 'product-message-desktop', { fullPage: false });
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await toastShown(page, 'Your question has been sent to the vendor.');
      await openTab(page, /^(Questions|Q&A)$/);
      await page.getByText('Does it come with a Nepal warranty card?').waitFor();
      await page
        .getByText('Awaiting the vendor’s answer')
        .or(page.getByText("Awaiting the vendor's answer"))
        .waitFor();

      await page.reload();
      await openTab(page, /^Vendor$/);
      await page.getByRole('button', { name: /^Following/ }).waitFor();
    });
  });

  it("shows the vendor's answer to a question once the vendor has given one", async () => {
    const shopper = await registerCustomer(journey.baseUrl, 'Hari Karki');
    const product = await apiGet<{ id: number; vendor: { id: number } }>('v1/products/bose-quietcomfort/');
    const asked = await postJson<{ question: { id: number } }>(
      journey.baseUrl,
      `v1/product-questions/${product.id}/`,
      { question: 'Is the case included?' },
      shopper.access,
    );
    const vendor = await postJson<TokenPair>(journey.baseUrl, 'v1/user/token/', {
      email: 'vendor@pasal.demo',
      password: DEMO_PASSWORD,
    });
    const answer = await fetch(
      `${journey.baseUrl}/api/vendor-questions/${product.vendor.id}/${asked.question.id}/`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${vendor.access}` },
        body: JSON.stringify({ answer: 'Yes, the carrying case is in the box.' }),
      },
    );
    expect(answer.status).toBe(200);

    const opened = await openPage(journey, '/detail/bose-quietcomfort/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await openTab(page, /^(Questions|Q&A)$/);
      await page.getByText('Is the case included?').waitFor();
      await page.getByText('Yes, the carrying case is in the box.').waitFor();
      await page.getByText('Asked by Hari').waitFor();
    });
  });

  it("does not offer a vendor Follow, Message, a review or a question on their own shop's product, but does on another shop's", async () => {
    const vendor = await signIn('vendor@pasal.demo');
    const shopId = (decodeJwt(vendor.access) as { vendor_id: number }).vendor_id;
    const products = await apiGet<ProductCard[]>('v1/products/?page_size=100');
    const own = products.find((p) => p.vendor.id === shopId);
    const other = products.find((p) => p.vendor.id !== shopId);
    if (!own || !other) throw new Error('the demo vendor needs a product on the first page, and a rival one');

    const opened = await openPage(journey, `/detail/${own.slug}/`, { tokens: vendor });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: own.title }).waitFor();
      await openTab(page, /^Vendor$/);
      await page.getByText('This is your shop.').waitFor();
      expect(await page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Message' }).count()).toBe(0);
      await screenshot(page, 'product-own-shop-desktop', { fullPage: false });
      // The server refuses an owner's review or question: the tabs say where that work is instead.
      await openTab(page, /^Reviews/);
      await page.getByText('Reviews are for shoppers; you reply to them from your dashboard.').waitFor();
      expect(await page.getByRole('button', { name: /submit review/i }).count()).toBe(0);
      await openTab(page, /^Questions$/);
      await page
        .getByText("Shoppers' questions about your product appear here; you answer them from your dashboard.")
        .waitFor();
      expect(await page.getByRole('button', { name: 'Ask question' }).count()).toBe(0);

      await page.goto(`${journey.baseUrl}/detail/${other.slug}/`);
      await page.getByRole('heading', { level: 1, name: other.title }).waitFor();
      await openTab(page, /^Vendor$/);
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Message' }).waitFor();
      expect(await page.getByText('This is your shop.').count()).toBe(0);
      await openTab(page, /^Questions$/);
      await page.getByRole('button', { name: 'Ask question' }).waitFor();
    });
  });
});

describe('product page prices and reviews', () => {
  it('strikes the old price through beside the price when it was higher, and shows none otherwise', async () => {
    const products = await apiGet<ProductCard[]>('v1/products/?page_size=100');
    const higherBefore = (p: ProductCard) =>
      (decimalToPaisa(p.old_price) ?? 0) > (decimalToPaisa(p.price) ?? 0);
    const onSale = products.find(higherBefore);
    const plain = products.find((p) => !higherBefore(p));
    if (!onSale || !plain) throw new Error('the seed needs products with and without a higher old price');

    const opened = await openPage(journey, `/detail/${onSale.slug}/`);
    const { page } = opened;
    await runChecked(opened, async () => {
      const price = page.getByText(`Price: ${formatNprDecimal(onSale.price)}`, { exact: true });
      await price.waitFor();
      const tag = price.locator('xpath=..');
      const was = tag.locator('s');
      expect(await was.textContent()).toBe(`Was ${formatNprDecimal(onSale.old_price)}`);
      expect(await was.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
      // Beside the price: on its line, to its right.
      const [now, before] = [await price.boundingBox(), await was.boundingBox()];
      if (!now || !before) throw new Error('the prices are not laid out');
      expect(before.x).toBeGreaterThanOrEqual(now.x + now.width);
      expect(before.y).toBeLessThan(now.y + now.height);
      expect(before.y + before.height).toBeGreaterThan(now.y);
      await screenshot(page, 'product-old-price-desktop', { fullPage: false });

      await page.goto(`${journey.baseUrl}/detail/${plain.slug}/`);
      const plainPrice = page.getByText(`Price: ${formatNprDecimal(plain.price)}`, { exact: true });
      await plainPrice.waitFor();
      expect(await plainPrice.locator('xpath=..').locator('s').count()).toBe(0);
    });
  });

  it('marks the review of a customer who bought the product as a verified purchase, and no one else’s', async () => {
    const slug = 'samsung-qled-tv';
    const product = await apiGet<ProductDetail>(`v1/products/${slug}/`);
    const buyer = await registerCustomer(journey.baseUrl, 'Sita Gurung');
    await placeCodOrder(slug, buyer);
    const looker = await registerCustomer(journey.baseUrl, 'Ramesh Thapa');
    await postJson(
      journey.baseUrl,
      `reviews/${product.id}/`,
      {
        user_id: userIdOf(looker),
        product_id: product.id,
        rating: 3,
        review: 'Only saw it in a New Road shop.',
      },
      looker.access,
    );

    const opened = await openPage(journey, `/detail/${slug}/`, { tokens: buyer });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      await openTab(page, /^Reviews \(/);
      await page.getByLabel('Your rating').selectOption('5');
      await page.getByLabel('Your review').fill('Bright enough for a sunny room in Lalitpur.');
      await page.getByRole('button', { name: 'Submit review' }).click();
      await toastShown(page, 'Review created successfully');

      const reviews = page.getByRole('region', { name: 'Reviews' });
      const bought = reviews
        .locator('article')
        .filter({ hasText: 'Bright enough for a sunny room in Lalitpur.' });
      await bought.getByText('Verified purchase').waitFor();
      const looked = reviews.locator('article').filter({ hasText: 'Only saw it in a New Road shop.' });
      await looked.getByText('Ramesh Thapa').waitFor();
      expect(await looked.getByText('Verified purchase').count()).toBe(0);
      await bought.scrollIntoViewIfNeeded();
      await screenshot(page, 'product-verified-review-desktop', { fullPage: false });
    });
  });
});

describe('home page', () => {
  it('searches by words and category from its own widget, and loads more products on demand, their placeholders still until then', async () => {
    const opened = await openPage(journey, '/');
    const { page } = opened;
    await runChecked(opened, async () => {
      const all = page.getByRole('region', { name: 'All Products' });
      const cards = all.locator('a[href^="/detail/"]');
      // Before the section nears the screen its placeholders hold still: nothing animates off screen
      // while the page is open.
      await page.waitForLoadState('networkidle');
      expect(await all.locator('.animate-shimmer').count()).toBeGreaterThan(0);
      expect(await all.evaluate((section) => section.getAnimations({ subtree: true }).length)).toBe(0);
      // Its products are asked for as it nears the screen.
      await all.scrollIntoViewIfNeeded();
      await cards.first().waitFor();
      const before = await cards.count();
      await all.getByText(/^Showing \d+ of \d+ products$/).waitFor();
      await all.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      await all.getByText(`Showing ${await cards.count()} of`, { exact: false }).waitFor();

      const widget = page.getByRole('search', { name: 'Find a product' });
      await widget.getByLabel('What are you looking for?').fill('macbook');
      await widget.getByLabel('Category').selectOption({ label: 'Laptops' });
      await widget.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/search/' && url.searchParams.get('query') === 'macbook',
      );
      expect(new URL(page.url()).searchParams.get('category')).toMatch(/^\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Results for “macbook”' }).waitFor();
      await page.getByRole('link', { name: MACBOOK }).first().waitFor();
    });
  });
});

describe('home page when nothing is featured', () => {
  it("says 'No featured products available at the moment. Check back soon!' and still lists all products", async () => {
    let answered = 0;
    // Opened at home, the page comes drawn by the server with what the database features; reached
    // from another page, home asks the API from the browser, which this journey answers with none.
    const opened = await openPage(journey, '/help', {
      viewport: PHONE,
      beforeLoad: async (page) => {
        await page.route(
          (url) => url.pathname.replace(/\/$/, '') === '/api/v1/featured-products',
          (route) => {
            answered += 1;
            return route.fulfill({ json: [] });
          },
        );
      },
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('link', { name: 'Pasal home' }).click();
      const featured = page.getByRole('region', { name: 'Featured Tech Products' });
      await featured
        .getByText('No featured products available at the moment. Check back soon!', { exact: true })
        .waitFor();
      expect(answered, 'the page asked for the featured products').toBeGreaterThan(0);
      expect(await featured.locator('a[href^="/detail/"]').count()).toBe(0);
      const all = page.getByRole('region', { name: 'All Products' });
      await all.scrollIntoViewIfNeeded();
      await all.locator('a[href^="/detail/"]').first().waitFor();
    });
  });
});

describe('search page', () => {
  /** How many products the API finds for a query string: the count the page must show. */
  async function apiTotal(query: string): Promise<number> {
    const res = await fetch(`${journey.baseUrl}/api/v1/search/?page_size=1&${query}`);
    return Number(res.headers.get('x-total-count'));
  }
  const countLine = (page: Page, total: number) =>
    page.getByText(`${total.toLocaleString('en-IN')} ${total === 1 ? 'product' : 'products'} found`, {
      exact: false,
    });
  const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  it('keeps its filters in the address, pages with a count, and clears from the empty state and ?clear=true', async () => {
    const opened = await openPage(journey, '/search/?query=xqzvw');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByText('No products found', { exact: true }).waitFor();
      await screenshot(page, 'search-empty-desktop', { fullPage: false });
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
      expect(params(page)).toEqual({});
      const all = await apiTotal('');
      expect(all, 'the demo catalogue fills more than one page').toBeGreaterThan(20);
      await countLine(page, all).waitFor();

      // Pages: 20 a page; the next page shows other products and is in the address.
      const firstOnPage = () => page.locator('main a[href^="/detail/"]').first().getAttribute('href');
      const pageOneFirst = await firstOnPage();
      await page
        .getByRole('navigation', { name: 'Search result pages' })
        .getByRole('button', { name: 'Page 2' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(firstOnPage).not.toBe(pageOneFirst);

      // A filter starts again at page 1 and lands in the address; a reload keeps it.
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByLabel('Category').selectOption({ label: 'Laptops' });
      await page.getByRole('heading', { level: 1, name: 'Laptops' }).waitFor();
      const laptops = params(page).category ?? '';
      expect(params(page)).toEqual({ category: laptops });
      // click, not check(): the box follows the address, which updates a moment after the click.
      await filters.getByLabel('In stock only').click();
      await page.waitForURL((url) => url.searchParams.get('in_stock') === 'true');
      const inStockLaptops = await apiTotal(`category=${laptops}&in_stock=true`);
      await countLine(page, inStockLaptops).waitFor();
      await page.reload();
      await countLine(page, inStockLaptops).waitFor();
      expect(await filters.getByLabel('In stock only').isChecked()).toBe(true);
      // The category list arrives on its own request, maybe after the products.
      await expect.poll(() => filters.getByLabel('Category').inputValue()).toBe(laptops);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'search-filtered-desktop', { fullPage: false });

      // The header's "all products" link (spec §2: /search/?clear=true) empties everything.
      await page.goto(`${journey.baseUrl}/search/?clear=true`);
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
      await page.waitForURL((url) => url.search === '');
      await countLine(page, all).waitFor();
    });
  });

  it('sorts by price both ways and narrows to a price range, as the API does, with both in the address', async () => {
    const opened = await openPage(journey, '/search/');
    const { page } = opened;
    /** The products the page lists, in its order, as their /detail/ links. */
    const shown = async () => [
      ...new Set(
        await page
          .getByRole('region', { name: 'Search results' })
          .locator('a[href^="/detail/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ),
    ];
    /** The first page of the API's answer to the same search. */
    const apiPage = (query: string) => apiGet<ProductCard[]>(`v1/search/?page_size=20&${query}`);
    const links = (products: ProductCard[]) => products.map((p) => `/detail/${p.slug}/`);
    const rupees = (products: ProductCard[]) => products.map((p) => Number(p.price));

    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
      const all = await apiTotal('');
      await countLine(page, all).waitFor();
      const sortBy = page.getByLabel('Sort by');

      await sortBy.selectOption({ label: 'Price: low to high' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
      const cheapest = await apiPage('sort=price_asc');
      expect(rupees(cheapest)).toEqual([...rupees(cheapest)].sort((a, b) => a - b));
      await expect.poll(shown).toEqual(links(cheapest));

      await sortBy.selectOption({ label: 'Price: high to low' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
      const dearest = await apiPage('sort=price_desc');
      expect(rupees(dearest)).toEqual([...rupees(dearest)].sort((a, b) => b - a));
      expect(dearest[0]?.slug).not.toBe(cheapest[0]?.slug);
      await expect.poll(shown).toEqual(links(dearest));

      // A price range: applied with its button, kept in the address beside the sort.
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByLabel('Minimum price').fill('20000');
      await filters.getByLabel('Maximum price').fill('60000');
      await filters.getByRole('button', { name: 'Apply price' }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('min_price') === '20000' && url.searchParams.get('max_price') === '60000',
      );
      expect(params(page)).toEqual({ min_price: '20000', max_price: '60000', sort: 'price_desc' });
      const range = 'min_price=20000&max_price=60000&sort=price_desc';
      const inRange = await apiTotal(range);
      expect(inRange, 'the range leaves some products out, and some in').toBeLessThan(all);
      expect(inRange).toBeGreaterThan(0);
      await countLine(page, inRange).waitFor();
      const narrowed = await apiPage(range);
      expect(rupees(narrowed).filter((price) => price < 20000 || price > 60000)).toEqual([]);
      await expect.poll(shown).toEqual(links(narrowed));
      await screenshot(page, 'search-price-sorted-desktop', { fullPage: false });

      await page.reload();
      await countLine(page, inRange).waitFor();
      expect(await filters.getByLabel('Minimum price').inputValue()).toBe('20000');
      expect(await filters.getByLabel('Maximum price').inputValue()).toBe('60000');
      expect(await sortBy.inputValue()).toBe('price_desc');
      await expect.poll(shown).toEqual(links(narrowed));
    });
  });
});

describe('pages load their own code (route code splitting)', () => {
  /** The app's scripts (file names under /assets/) that opening `path` downloads, until the page settles. */
  async function scriptsOf(path: string, ready: (page: Page) => Promise<void>, options: OpenOptions = {}) {
    const scripts = new Set<string>();
    const opened = await openPage(journey, path, {
      ...options,
      beforeLoad: async (page) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.add(pathname.slice('/assets/'.length));
        });
      },
    });
    await runChecked(opened, async () => {
      await ready(opened.page);
      await opened.page.waitForLoadState('networkidle');
    });
    return scripts;
  }

  /** Vite names a lazily loaded route's chunk after its module: checkout.tsx → checkout-<hash>.js. */
  const chunkOf = (scripts: Set<string>, module: string) =>
    [...scripts].find((file) => new RegExp(`^${module}-[\\w-]{8}\\.js$`).test(file));

  const heading = (name: string | RegExp) => async (page: Page) => {
    await page.getByRole('heading', { level: 1, name }).waitFor();
  };

  it("opens home without the checkout, customer or tracking pages' code, which each page then loads", async () => {
    const home = await scriptsOf('/', async (page) => {
      await page
        .getByRole('region', { name: 'Featured Tech Products' })
        .locator('a[href^="/detail/"]')
        .first()
        .waitFor();
    });
    expect(chunkOf(home, 'home'), 'the home page is a chunk of its own').toBeDefined();

    const oid = await createOrder('bose-quietcomfort');
    const customer = await registerCustomer(journey.baseUrl, 'Anita Rai');
    const others = [
      { path: `/checkout/${oid}/`, modules: ['checkout'], ready: heading('Checkout') },
      {
        path: '/customer/account/',
        modules: ['customer-layout', 'account'],
        ready: heading('Namaste, Anita'),
        tokens: customer,
      },
      { path: '/track-order', modules: ['track-order'], ready: heading('Track your order') },
    ];
    for (const other of others) {
      const loaded = await scriptsOf(other.path, other.ready, { tokens: other.tokens });
      for (const module of other.modules) {
        const chunk = chunkOf(loaded, module);
        expect(chunk, `${other.path} loads ${module}'s own chunk`).toBeDefined();
        expect(home.has(chunk ?? ''), `the home page downloaded ${chunk}`).toBe(false);
      }
    }
  });
});

describe('product page pictures', () => {
  it('sizes every picture for its slot, switches the main one from the thumbnails and never shifts the page', async () => {
    const opened = await openPage(journey, '/detail/macbook-pro-m2/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: MACBOOK }).waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await crumbs.getByRole('link', { name: 'Home' }).waitFor();
      expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(MACBOOK);

      const detail = await apiGet<ProductDetail>('v1/products/macbook-pro-m2/');
      expect(detail.gallery.length, 'the seed gives the MacBook gallery pictures').toBeGreaterThan(0);
      const strip = page.getByRole('list', { name: 'Pictures' });
      const thumbs = strip.locator('img');
      await expect.poll(() => thumbs.count()).toBe(detail.gallery.length + 1);
      await page.waitForLoadState('networkidle');
      // Each thumbnail is the 400 px WebP variant drawn at 64 px, not the 800 px picture.
      const drawn = await thumbs.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          src: img.currentSrc,
          natural: img.naturalWidth,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      for (const img of drawn) {
        expect(img.src).toMatch(/-400\.webp$/);
        expect(img.natural).toBe(400);
        expect([img.width, img.height]).toEqual(['80', '80']);
      }
      const kind = await page.evaluate(
        async (src) => (await fetch(src)).headers.get('content-type'),
        drawn[0]?.src ?? '',
      );
      expect(kind).toBe('image/webp');

      const main = page.locator('img[fetchpriority="high"]');
      expect([await main.getAttribute('width'), await main.getAttribute('height')]).toEqual(['800', '800']);
      await page.getByRole('button', { name: `Show picture 2 of ${detail.gallery.length + 1}` }).click();
      await expect
        .poll(() => main.getAttribute('src'))
        .toBe(new URL(detail.gallery[0]?.image ?? '', journey.baseUrl).href);
      expect(await main.getAttribute('alt')).toBe(`${MACBOOK}, picture 2 of ${detail.gallery.length + 1}`);

      // Cumulative layout shift over the whole visit stays under the "good" bar of 0.1.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift).toBeLessThan(0.1);
      await screenshot(page, 'product-gallery-phone', { fullPage: false });
    });
  });
});

describe('home carousel (spec §4)', () => {
  it('advances every 6 s and wraps, moves with its buttons, dots and a swipe', async () => {
    const opened = await openPage(journey, '/', { beforeLoad: (page) => page.clock.install() });
    const clocked = opened.page;
    await runChecked(opened, async () => {
      await clocked.getByRole('region', { name: 'Offers and highlights' }).waitFor();
      expect(await currentSlide(clocked)).toMatch(/^Slide 1:/);
      await clocked.clock.runFor(6_000);
      expect(await currentSlide(clocked)).toMatch(/^Slide 2:/);
      for (let i = 0; i < 4; i++) await clocked.clock.runFor(6_000);
      expect(await currentSlide(clocked), 'wraps after the fifth slide').toMatch(/^Slide 1:/);

      await clocked.getByRole('button', { name: 'Previous slide' }).click();
      expect(await currentSlide(clocked)).toMatch(/^Slide 5:/);
      await clocked.getByRole('button', { name: /^Slide 3:/ }).click();
      expect(await currentSlide(clocked)).toMatch(/^Slide 3:/);

      // A swipe of more than 50 px to the left shows the next slide; a shorter one does nothing.
      const box = await clocked.getByRole('region', { name: 'Offers and highlights' }).boundingBox();
      if (!box) throw new Error('carousel not laid out');
      const swipe = async (dx: number) => {
        const y = box.y + box.height / 3;
        await clocked.mouse.move(box.x + box.width / 2, y);
        await clocked.mouse.down();
        await clocked.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
        await clocked.mouse.up();
      };
      await swipe(-30);
      expect(await currentSlide(clocked)).toMatch(/^Slide 3:/);
      await swipe(-120);
      expect(await currentSlide(clocked)).toMatch(/^Slide 4:/);
      await swipe(120);
      expect(await currentSlide(clocked)).toMatch(/^Slide 3:/);
    });
  });

  it('holds still while the mouse is over it or focus is inside it, and after Stop', async () => {
    const opened = await openPage(journey, '/', { beforeLoad: (page) => page.clock.install() });
    const { page } = opened;
    await runChecked(opened, async () => {
      const region = page.getByRole('region', { name: 'Offers and highlights' });
      await region.waitFor();
      await region.hover();
      await page.clock.runFor(13_000);
      expect(await currentSlide(page)).toMatch(/^Slide 1:/);
      await page.mouse.move(5, 800);
      await page.clock.runFor(6_100);
      expect(await currentSlide(page)).toMatch(/^Slide 2:/);

      await region.getByRole('button', { name: 'Next slide' }).focus();
      await page.mouse.move(5, 800);
      await page.clock.runFor(13_000);
      expect(await currentSlide(page)).toMatch(/^Slide 2:/);
      await page.getByRole('combobox', { name: 'Search products' }).focus();
      await page.clock.runFor(6_100);
      expect(await currentSlide(page)).toMatch(/^Slide 3:/);

      await region.getByRole('button', { name: 'Stop automatic slide show' }).click();
      await page.getByRole('combobox', { name: 'Search products' }).focus();
      await page.mouse.move(5, 800);
      await page.clock.runFor(20_000);
      expect(await currentSlide(page)).toMatch(/^Slide 3:/);
    });
  });

  it('stays still for shoppers who ask for reduced motion, and links each slide as the spec lists', async () => {
    const opened = await openPage(journey, '/', {
      viewport: PHONE,
      beforeLoad: async (page) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.clock.install();
      },
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('region', { name: 'Offers and highlights' }).waitFor();
      await page.clock.runFor(20_000);
      expect(await currentSlide(page)).toMatch(/^Slide 1:/);

      const links = await page
        .locator('[aria-roledescription="slide"] a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links).toEqual([
        '/search',
        '/detail/macbook-pro-m2',
        '/detail/nintendo-switch-oled',
        '/detail/bose-quietcomfort',
        '/detail/samsung-qled-tv',
      ]);
    });
  });
});

describe('focus rings', () => {
  it("draws a card's whole focus ring at the edge of a section laid out only near the screen", async () => {
    const opened = await openPage(journey, '/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      // Featured products is `below-fold` (content-visibility), which clips what it holds to its box.
      const card = page.getByRole('region', { name: 'Featured Tech Products' }).getByRole('article').first();
      const link = card.getByRole('link').first();
      await link.focus();
      // Focus that last moved by a key is drawn as :focus-visible.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => link.evaluate((a) => a.matches(':focus-visible'))).toBe(true);
      const box = await card.boundingBox();
      if (!box) throw new Error('the first featured card is not laid out');
      // The ring is 2 px wide and 2 px outside the card, whose left edge is the section's.
      const strip = await page.screenshot({
        clip: { x: box.x - 4, y: box.y + box.height / 2, width: 2, height: 8 },
      });
      const { data, info } = await sharp(strip).raw().toBuffer({ resolveWithObject: true });
      let ringPixels = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r = 0, b = 0] = [data[i], data[i + 2]];
        if (b - r > 80) ringPixels++;
      }
      expect(ringPixels, 'pixels of the brand-blue ring left of the card').toBeGreaterThan(0);
    });
  });
});

/**
 * The category circles' rows as laid out: each row's distance from the list's left and right
 * edges, in whole pixels.
 */
async function categoryRowMargins(page: Page) {
  const list = page.getByRole('region', { name: 'Browse Tech Categories' }).getByRole('list');
  await list.scrollIntoViewIfNeeded(); // laid out only near the screen (`below-fold`)
  return list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number }>();
    for (const li of Array.from(ul.children)) {
      const { top, left, right } = li.getBoundingClientRect();
      const row = rows.get(Math.round(top)) ?? { left, right };
      rows.set(Math.round(top), { left: Math.min(row.left, left), right: Math.max(row.right, right) });
    }
    return [...rows.values()].map((row) => ({
      left: Math.round(row.left - box.left),
      right: Math.round(box.right - row.right),
    }));
  });
}

/** Home's ten categories: one row on a desktop; on a phone, rows of three with the last centred. */
async function categoryRowsCentred(page: Page, device: 'phone' | 'desktop') {
  const rows = await categoryRowMargins(page);
  expect(rows).toHaveLength(device === 'desktop' ? 1 : 4);
  for (const row of rows) expect(Math.abs(row.left - row.right), JSON.stringify(row)).toBeLessThanOrEqual(1);
}

/** Storefront screens, each checked with axe at phone and desktop widths. */
const screens: Array<{
  name: string;
  path: string;
  ready: string;
  links?: string[];
  /** What else the screen must show at that width. */
  check?: (page: Page, device: 'phone' | 'desktop') => Promise<void>;
}> = [
  // Issue 2's first slice: featured products and category circles from the API.
  {
    name: 'home',
    path: '/',
    ready: 'Featured Tech Products',
    links: ['/detail/', '/search/?category='],
    check: categoryRowsCentred,
  },
  { name: 'product', path: '/detail/macbook-pro-m2/', ready: MACBOOK },
  { name: 'search', path: '/search/?query=laptop&in_stock=true', ready: 'Results for “laptop”' },
];

describe('storefront screens on a phone and a desktop', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it.each(screens)(
      `$name renders on a ${device}, laid out for it, with no serious accessibility problems`,
      async (screen) => {
        const opened = await openPage(journey, screen.path, { viewport });
        const { page } = opened;
        await runChecked(opened, async () => {
          await page.getByRole('heading', { name: screen.ready }).first().waitFor();
          for (const href of screen.links ?? []) await page.locator(`a[href^="${href}"]`).first().waitFor();
          await page.waitForLoadState('networkidle');
          await screen.check?.(page, device);
          const violations = await checkA11y(page);
          expect(violations, `serious accessibility violations:\n${formatViolations(violations)}`).toEqual(
            [],
          );
          await screenshot(page, `${screen.name}-${device}`);
        });
      },
    );
  }
});
