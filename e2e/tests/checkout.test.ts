import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type CartSummary,
  COD_ROUNDING_LABEL,
  formatNprDecimal,
  formatOrderNumber,
  type Order,
  type ProductDetail,
} from '../../packages/domain/src/index.ts';
import { atPath, toastShown } from '../lib/accounts.ts';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { openPage, runChecked } from '../lib/pages.ts';
import { registerCustomer } from '../lib/session.ts';
import {
  addToCart,
  answerHostedPage,
  apiGet,
  checkout,
  fillShipping,
  holdCart,
  nextPayEnds,
  openWithCart,
  orderOf,
  PAYMENT_CANCELLED_TEXT,
  payWith,
  prepareCart,
  productOfShop,
  readDownload,
  resultShows,
  VERIFICATION_FAILED,
} from '../lib/shopping.ts';

const journey = useJourney();

/** The order as checkout reads it; a customer's order needs that customer's token. */
const order = (oid: string, access?: string) => orderOf(journey, oid, access);
const stockOf = async (slug: string) =>
  (await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${slug}/`)).stock_qty;
const cartCount = (page: Page) => page.getByTestId('cart-count').textContent();

describe('checkout journeys', () => {
  it('takes a guest from the cart through shipping to cash on delivery and the success page', async () => {
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { viewport: PHONE });
    const { page } = opened;
    const stockBefore = await stockOf('bose-quietcomfort');
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor();
      await page.getByText(opened.cart.product.title).first().waitFor();
      // The phone field takes digits only, whatever is typed into it.
      const mobile = page.getByLabel('Mobile');
      await mobile.pressSequentially('98-41 a2');
      expect(await mobile.inputValue()).toBe('98412');
      await mobile.fill('');
      // Spec §5: all seven fields, or the warning.
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await toastShown(page, 'All fields are required before checkout!');
      await fillShipping(page);
      await screenshot(page, 'cart-filled-phone');
      const oid = await checkout(page);

      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      // Before placing it, the shopper is told the cash amount, in whole rupees.
      await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
      await page
        .getByText(/^You pay Rs\. [\d,]+ in cash on delivery \(Rs\. 0\.\d\d rounded off in your favour\)\.$/)
        .waitFor();
      await payWith(page, 'Cash on Delivery');
      await toastShown(page, 'Order placed successfully! Pay on delivery.');
      await resultShows(page, oid, 'Order placed');
      await expect.poll(() => cartCount(page), { message: 'the cart empties once placed' }).toBe('0');
      await screenshot(page, 'payment-success-cod-phone');

      const placed = await order(oid);
      expect(placed).toMatchObject({ payment_method: 'cod', placed: true, full_name: 'Pemba Sherpa' });
      expect(await stockOf('bose-quietcomfort')).toBe(stockBefore - 1);
      // Cash is collected in whole rupees, rounded down for the shopper (the fee leaves paisa here).
      expect(placed.total).toMatch(/\.00$/);
      expect(Number(placed.cod_rounding)).toBeGreaterThan(0);
      const rounded = page.getByText(COD_ROUNDING_LABEL).first();
      await rounded.waitFor();
      expect(await rounded.locator('xpath=..').textContent()).toContain(
        `−${formatNprDecimal(placed.cod_rounding)}`,
      );
    });
  });

  it('pays by card through the simulator’s hosted page, signed in, and downloads the invoice', async () => {
    const shopper = await registerCustomer(journey.baseUrl, 'Sunita Rai');
    const opened = await openWithCart(journey, '/cart/', 'macbook-pro-m2', { tokens: shopper });
    const { page } = opened;
    await runChecked(opened, async () => {
      // Signed in, the form starts from the profile: name, e-mail and phone are there.
      await expect.poll(() => page.getByLabel(/^Full name/).inputValue()).toBe('Sunita Rai');
      await fillShipping(page);
      const oid = await checkout(page);
      await payWith(page, 'Credit/Debit Card');
      await answerHostedPage(page, journey, 'Pay');
      await resultShows(page, oid, 'Payment successful');
      expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_/);
      expect(await order(oid, shopper.access)).toMatchObject({
        payment_status: 'paid',
        payment_method: 'stripe',
      });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Invoice' }).click();
      expect((await readDownload(await download)).subarray(0, 5).toString()).toBe('%PDF-');

      // A customer's order is theirs alone: without their session the page asks them to sign in.
      await expect(order(oid)).rejects.toThrow(/→ 401/);
      const stranger = await journey.browser.newPage(PHONE);
      await stranger.goto(`${journey.baseUrl}/payment-success/${oid}/`);
      await atPath(stranger, '/login');
      await screenshot(page, 'payment-success-card-desktop');
    });
  });

  it('pays with PayPal through its simulator', async () => {
    const opened = await openWithCart(journey, '/cart/', 'nintendo-switch-oled');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      await payWith(page, 'PayPal');
      await answerHostedPage(page, journey, 'Pay');
      await resultShows(page, oid, 'Payment successful');
      expect(await order(oid)).toMatchObject({ payment_status: 'paid', payment_method: 'paypal' });
    });
  });

  it('pays with ConnectIPS by posting the signed form to its simulator', async () => {
    const opened = await openWithCart(journey, '/cart/', 'samsung-qled-tv');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      await payWith(page, 'ConnectIPS');
      await answerHostedPage(page, journey, 'Pay');
      await resultShows(page, oid, 'Payment successful');
      expect(await order(oid)).toMatchObject({ payment_status: 'paid', payment_method: 'connectips' });
    });
  });

  it("applies each shop's coupon once, then places the order", async () => {
    const cart = await prepareCart(journey, 'macbook-pro-m2');
    await addToCart(journey, cart.cartId, await productOfShop(journey, 'pokhara-tech-bazaar'));
    const opened = await openPage(journey, '/cart/', {
      viewport: PHONE,
      beforeLoad: (page) => holdCart(page, cart.cartId),
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      const before = await order(oid);
      const field = page.getByLabel('Coupon code');
      const applied = page.getByRole('button', { name: 'Coupon Applied' });
      await field.fill('KGH-DASHAIN15');
      await page.getByRole('button', { name: 'Apply Coupon' }).click();
      await toastShown(page, 'Coupon Activated');
      await applied.waitFor();
      expect(await applied.isDisabled()).toBe(true);
      const after = await order(oid);
      expect(Number(after.saved)).toBeGreaterThan(0);
      expect(Number(after.total)).toBeLessThan(Number(before.total));
      const couponsOf = (o: Order, shop: string) => o.orderitem.find((i) => i.vendor.slug === shop)?.coupon;
      expect(couponsOf(after, 'kathmandu-gadget-house')).toEqual([{ code: 'KGH-DASHAIN15', discount: 15 }]);
      expect(couponsOf(after, 'pokhara-tech-bazaar')).toEqual([]);

      // Spec §4 warning: the same coupon again changes nothing and says how to use another.
      await field.fill('KGH-DASHAIN15');
      await page.getByRole('button', { name: 'Apply Coupon' }).click();
      await toastShown(page, 'Coupon Already Activated');
      await page.getByText('To use a different coupon, create a new cart.').waitFor();
      // An unknown code is the server's error, under the field.
      await field.fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply Coupon' }).click();
      await page.getByText('Coupon Does Not Exists').first().waitFor();
      // The other shop's coupon takes its percent off that shop's lines; then no coupon is left.
      await field.fill('PTB-DASHAIN15');
      await page.getByRole('button', { name: 'Apply Coupon' }).click();
      await expect
        .poll(async () => couponsOf(await order(oid), 'pokhara-tech-bazaar'))
        .toEqual([{ code: 'PTB-DASHAIN15', discount: 15 }]);
      await expect.poll(() => field.isDisabled()).toBe(true);
      expect(await applied.isDisabled()).toBe(true);
      expect(Number((await order(oid)).total)).toBeLessThan(Number(after.total));
      await screenshot(page, 'checkout-coupon-phone');

      await payWith(page, 'Cash on Delivery');
      await resultShows(page, oid, 'Order placed');
    });
  });

  it('says a card payment the shopper cancelled was cancelled, never failed, and Complete Payment pays it', async () => {
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      await payWith(page, 'Credit/Debit Card');
      await answerHostedPage(page, journey, 'Cancel');
      await resultShows(page, oid, 'Payment cancelled');
      await page.getByText(PAYMENT_CANCELLED_TEXT).waitFor();
      expect(await page.getByText(VERIFICATION_FAILED).count()).toBe(0);
      expect(await page.getByText(/verification failed/i).count()).toBe(0);
      expect((await order(oid)).payment_status).toBe('failed');
      await screenshot(page, 'payment-failed-desktop', { fullPage: false });

      await page.getByRole('link', { name: 'Complete Payment' }).click();
      await atPath(page, `/checkout/${oid}/`);
      await payWith(page, 'Credit/Debit Card');
      await answerHostedPage(page, journey, 'Pay');
      await resultShows(page, oid, 'Payment successful');
      expect((await order(oid)).payment_status).toBe('paid');
    });
  });

  it('shows a payment the provider declined as failed, in spec §8’s words, with Complete Payment', async () => {
    const opened = await openWithCart(journey, '/cart/', 'nintendo-switch-oled', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      // The shopper approves on PayPal's page; the capture is then declined.
      await nextPayEnds(journey, 'paypal', 'fail');
      await payWith(page, 'PayPal');
      await answerHostedPage(page, journey, 'Pay');
      await resultShows(page, oid, 'Payment failed');
      await page.getByText(VERIFICATION_FAILED).waitFor();
      expect(await page.getByRole('link', { name: 'Complete Payment' }).getAttribute('href')).toBe(
        `/checkout/${oid}/`,
      );
      expect(await order(oid)).toMatchObject({ payment_status: 'failed', placed: false });
      await screenshot(page, 'payment-declined-phone');
    });
  });
});

describe('the payment result page (spec §2)', () => {
  it('shows verifying, then pending for a payment paid later; the order modal; guest links', async () => {
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      // Hold the verification, to see the page while it is under way.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v1/payment-success/**', async (route) => {
        await held;
        await route.continue();
      });
      await payWith(page, 'Credit/Debit Card');
      await answerHostedPage(page, journey, 'Pay later');
      await resultShows(page, oid, 'Verifying your payment…');
      release();
      await page.getByRole('heading', { level: 1, name: 'Payment pending' }).waitFor();
      await page.getByText('Your Invoice is Unpaid').waitFor();
      expect(await page.getByRole('link', { name: 'Complete Payment' }).getAttribute('href')).toBe(
        `/checkout/${oid}/`,
      );
      await screenshot(page, 'payment-pending-phone');

      await page.getByRole('button', { name: 'Order details' }).click();
      const details = page.getByRole('dialog', { name: 'Order details' });
      await details.getByText(formatOrderNumber(oid)).first().waitFor();
      await screenshot(page, 'payment-order-details-phone');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });

      expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
      // A guest has no customer area: View Order follows the order on the tracking page.
      await page.getByRole('link', { name: 'View Order' }).click();
      await atPath(page, `/track-order/${oid}`);
      await page.goBack();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await atPath(page, '/');
    });
  });
});

describe('cart quantities (spec §4)', () => {
  it('tells a guest who has added nothing that the cart is empty without asking the server for it', async () => {
    const asked: string[] = [];
    const opened = await openPage(journey, '/cart', {
      viewport: PHONE,
      beforeLoad: async (page) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (/\/api\/(v1\/)?cart-/.test(pathname)) asked.push(pathname);
        });
      },
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByText('Your cart is empty').waitFor();
      expect(asked).toEqual([]);
    });
  });

  it('sends one update 500 ms after the last edit, reverts a refused one, and removes a line', async () => {
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { viewport: PHONE });
    const { page } = opened;
    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/cart-view/')) updates.push(r.postData() ?? '');
    });
    await runChecked(opened, async () => {
      const title = opened.cart.product.title;
      const quantity = page.getByLabel(`Quantity of ${title}`, { exact: true });
      await quantity.waitFor();
      const more = page.getByRole('button', { name: `Increase quantity of ${title}` });
      // Two taps in one action: on a busy machine two separate clicks, each waiting for the
      // button to be stable, can land more than 500 ms apart, which rightly sends two updates.
      await more.click({ clickCount: 2 });
      await toastShown(page, 'Cart updated successfully');
      expect(updates, 'two quick clicks make one update, with the final quantity').toHaveLength(1);
      expect(updates[0]).toMatch(/name="qty"\r\n\r\n3\r\n|"qty":3|qty=3/);

      // Back to the stored quantity within 500 ms: nothing differs, so nothing is sent. The taps
      // go where the buttons are, one straight after the other as a thumb's would, not after
      // Playwright's checks for each: on a busy machine waiting to see the first tap's 4 could
      // take the second past 500 ms, which rightly sends both.
      const less = page.getByRole('button', { name: `Decrease quantity of ${title}` });
      const boxes = [await more.boundingBox(), await less.boundingBox()];
      // Which buttons the taps reached, so a lost pair cannot pass for one that cancelled out.
      await page.evaluate(() => {
        const reached: string[] = [];
        Object.assign(window, { reached });
        document.addEventListener('click', (e) => {
          const label = (e.target as Element).closest('button')?.getAttribute('aria-label');
          if (label) reached.push(label);
        });
      });
      for (const box of boxes) {
        if (!box) throw new Error('a quantity button is not on the page');
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      expect(await page.evaluate(() => (window as unknown as { reached: string[] }).reached)).toEqual([
        `Increase quantity of ${title}`,
        `Decrease quantity of ${title}`,
      ]);
      await expect.poll(() => quantity.inputValue(), { interval: 20 }).toBe('3');
      await page.waitForTimeout(1_000);
      expect(updates).toHaveLength(1);

      // More than the shop holds: the server refuses and the stored quantity comes back.
      const stock = await stockOf('bose-quietcomfort');
      expect(stock, 'the demo stock is under the 99 a line may hold').toBeLessThan(99);
      await quantity.fill(String(stock + 1));
      await quantity.press('Enter');
      await toastShown(page, 'Failed to update cart. Please try again');
      await expect.poll(() => quantity.inputValue()).toBe('3');
      // The browser logs the refused request itself; that one is expected.
      const refused = (e: string) => e.includes('status of 400') && e.includes('/cart-view/');
      expect(opened.watch.errors.filter(refused)).toHaveLength(1);
      opened.watch.errors = opened.watch.errors.filter((e) => !refused(e));

      await page.getByRole('button', { name: `Remove ${title} from cart` }).click();
      await toastShown(page, 'Item removed successfully');
      await page.getByText('Your cart is empty').waitFor();
      await expect.poll(() => cartCount(page)).toBe('0');
    });
  });
});

/** The cart's tax for `country` as the server prices it, as the summary shows it. */
const taxForCart = async (cartId: string, country: string) =>
  formatNprDecimal(
    (
      await apiGet<CartSummary>(
        journey.baseUrl,
        `v1/cart-detail/${cartId}/?country=${encodeURIComponent(country)}`,
      )
    ).tax,
  );
const summaryTax = (page: Page) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText('Tax', { exact: true }) })
    .locator('dd');

describe('country from the shopper’s position (spec §7)', () => {
  it('fills the country through the server’s reverse geocoding, and falls back to Nepal at sea', async () => {
    const delhi = { latitude: 28.6139, longitude: 77.209 };
    // The shopper has allowed this site their position: the cart reads it on opening.
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { geolocation: delhi });
    const { page } = opened;
    await runChecked(opened, async () => {
      const country = page.getByRole('combobox', { name: /^Country/ });
      await toastShown(page, 'Country set to India');
      expect(await country.inputValue()).toBe('India');
      // The summary is taxed for the country chosen, as the order will be.
      const taxFor = (name: string) => taxForCart(opened.cart.cartId, name);
      expect(await taxFor('India')).not.toBe(await taxFor('Nepal'));
      await expect.poll(() => summaryTax(page).textContent()).toBe(await taxFor('India'));

      // Asked again at sea: no country there, so Nepal, and the summary follows.
      await page.context().setGeolocation({ latitude: -30, longitude: -140 });
      const asked = page.waitForRequest((r) => r.url().includes('/api/v1/geo/country/'));
      await page.getByRole('button', { name: 'Use my location for the country' }).click();
      expect(new URL((await asked).url()).searchParams.get('lat')).toBe('-30.0000');
      await toastShown(page, 'We could not find your country, so Nepal is used. You can choose another.');
      expect(await country.inputValue()).toBe('Nepal');
      await expect.poll(() => summaryTax(page).textContent()).toBe(await taxFor('Nepal'));
      const unknown = (e: string) => e.includes('status of 404') && e.includes('/geo/country/');
      opened.watch.errors = opened.watch.errors.filter((e) => !unknown(e));
    });
  });

  it('asks for the position only when the shopper presses the button, where it was not allowed yet', async () => {
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort');
    const { page } = opened;
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/geo/country/')) lookups.push(r.url());
    });
    await runChecked(opened, async () => {
      const country = page.getByRole('combobox', { name: /^Country/ });
      await expect.poll(() => country.inputValue()).toBe('Nepal');
      await page.waitForTimeout(1_000);
      expect(lookups).toEqual([]);
    });
  });
});

describe('the country is chosen from the list, and tax follows it (issue 15)', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`offers every country, Nepal first, readable on a ${device}; the order is placed for the one chosen`, async () => {
      const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { viewport });
      const { page } = opened;
      await runChecked(opened, async () => {
        const country = page.getByRole('combobox', { name: /^Country/ });
        await expect.poll(() => country.inputValue()).toBe('Nepal');
        const names = await country.locator('option').allTextContents();
        expect(names).toHaveLength(249);
        expect(names[0]).toBe('Nepal');
        expect(names).toEqual(expect.arrayContaining(['India', 'Sri Lanka', 'United States']));

        // The longest name still leaves the field inside the screen, in type a phone need not zoom.
        await country.selectOption('South Georgia and the South Sandwich Islands');
        const box = await country.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, JSON.stringify(box)).toBe(true);
        const fontPx = await country.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(fontPx).toBeGreaterThanOrEqual(device === 'phone' ? 16 : 14);
        await screenshot(page, `cart-country-long-${device}`);

        await country.selectOption('Sri Lanka');
        const tax = await taxForCart(opened.cart.cartId, 'Sri Lanka');
        expect(tax).not.toBe(await taxForCart(opened.cart.cartId, 'Nepal'));
        await expect.poll(() => summaryTax(page).textContent()).toBe(tax);
        await fillShipping(page);
        await screenshot(page, `cart-country-chosen-${device}`);
        const oid = await checkout(page);
        const placed = await order(oid);
        expect(placed.country).toBe('Sri Lanka');
        expect(formatNprDecimal(placed.tax_fee)).toBe(tax);
      });
    });
  }
});

describe('checkout screens on a phone and a desktop', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`cart and checkout render on a ${device}, with no serious accessibility problems`, async () => {
      const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { viewport });
      const { page } = opened;
      await runChecked(opened, async () => {
        await page.getByText(opened.cart.product.title).first().waitFor();
        await page.waitForLoadState('networkidle');
        let violations = await checkA11y(page);
        expect(violations, formatViolations(violations)).toEqual([]);
        await screenshot(page, `cart-${device}`);

        await fillShipping(page);
        await checkout(page);
        await page
          .getByRole('heading', { name: 'Payment method' })
          .or(page.getByText('Payment method'))
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        violations = await checkA11y(page);
        expect(violations, formatViolations(violations)).toEqual([]);
        await screenshot(page, `checkout-${device}`);
      });
    });
  }
});
