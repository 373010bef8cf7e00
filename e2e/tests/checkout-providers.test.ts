import { describe, expect, it } from 'vitest';
import {
  generateCartId,
  type PaymentMethod,
  type ProductCard,
  type ProductDetail,
} from '../../packages/domain/src/index.ts';
import { atPath, toastExactly } from '../lib/accounts.ts';
import { screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectRefused, openPage, runChecked } from '../lib/pages.ts';
import {
  addToCart,
  apiGet,
  checkout,
  fillShipping,
  holdCart,
  offeredMethods,
  orderCart,
  payOnDelivery,
  payWith,
  prepareCart,
} from '../lib/shopping.ts';

/**
 * Checkout on a server configured by hand, as a live shop is (spec §5, README "Configuration"):
 * no simulators, PayPal's variables unset, card and ConnectIPS configured but their hosts not
 * answering (nothing listens at the simulators' address while they are off).
 */
const journey = useJourney({
  env: ({ simulatorUrl }) => ({
    SIMULATORS: 'false',
    PAYPAL_API_URL: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYPAL_CLIENT_SECRET: undefined,
    STRIPE_API_URL: simulatorUrl,
    STRIPE_SECRET_KEY: 'sk_test_pasal_down',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_pasal_down',
    STRIPE_WEBHOOK_SECRET: 'whsec_pasal_down',
    CONNECTIPS_GATEWAY_URL: simulatorUrl,
    CONNECTIPS_MERCHANT_ID: '9999',
    CONNECTIPS_APP_ID: 'PASAL-DOWN',
    CONNECTIPS_APP_NAME: 'Pasal',
    CONNECTIPS_PASSWORD: 'pasal-down',
  }),
});

/** The cart page with one unit of `slug`, through shipping to the checkout page; answers the oid. */
async function toCheckout(slug: string) {
  const cart = await prepareCart(journey, slug);
  const opened = await openPage(journey, '/cart/', { beforeLoad: (page) => holdCart(page, cart.cartId) });
  return { opened, product: cart.product };
}

/** Another shopper buys every unit of `product` left, through the API, paying on delivery. */
async function sellOut(product: ProductDetail) {
  const { stock_qty: left } = await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${product.slug}/`);
  const cartId = generateCartId();
  await addToCart(journey, cartId, product.slug, undefined, left);
  await payOnDelivery(journey, await orderCart(journey, cartId));
}

describe('checkout with a provider not configured, and one not answering', () => {
  it('shows no PayPal radio without its keys, and the configured methods', async () => {
    const offered = await apiGet<{ id: PaymentMethod }[]>(journey.baseUrl, 'v1/payment-methods/');
    expect(offered.map((m) => m.id)).toEqual(['cod', 'connectips', 'stripe']);

    const { opened } = await toCheckout('bose-quietcomfort');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      await checkout(page);
      expect(await offeredMethods(page)).toEqual(['cod', 'connectips', 'stripe']);
      for (const method of ['Cash on Delivery', 'ConnectIPS', 'Credit/Debit Card']) {
        expect(await page.getByRole('radio', { name: method }).count(), method).toBe(1);
      }
      expect(await page.getByRole('radio', { name: /PayPal/ }).count()).toBe(0);
      expect(await page.getByText('PayPal').count()).toBe(0);
      await screenshot(page, 'checkout-without-paypal-desktop');
    });
  });

  it('says "Failed to initialize Stripe payment" when the card provider does not answer, and COD still works', async () => {
    const { opened } = await toCheckout('macbook-pro-m2');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      await payWith(page, 'Credit/Debit Card');
      await toastExactly(page, 'error', 'Failed to initialize Stripe payment');
      await page.getByText('The payment service is not answering. Please try again in a moment.').waitFor();
      // The shopper stays on the checkout page and can choose again.
      await atPath(page, `/checkout/${oid}/`);
      const pay = page.getByRole('button', { name: /^Pay Rs\./ });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await screenshot(page, 'checkout-card-provider-down-desktop', { fullPage: false });
      expectRefused(opened, 503, `/stripe-checkout/${oid}/`);

      await payWith(page, 'Cash on Delivery');
      await atPath(page, `/payment-success/${oid}/`);
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
    });
  });

  it('says "Failed to place order" with the reason when the last units sold meanwhile', async () => {
    const products = await apiGet<ProductCard[]>(journey.baseUrl, 'v1/products/?page_size=100');
    const scarce = products
      .filter((p) => p.stock_qty > 1 && p.stock_qty < 99)
      .sort((a, b) => a.stock_qty - b.stock_qty)[0];
    if (!scarce) throw new Error('no product with a small stock in the demo data');
    const { opened, product } = await toCheckout(scarce.slug);
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      await sellOut(product);
      await payWith(page, 'Cash on Delivery');
      await toastExactly(page, 'error', 'Failed to place order');
      await page.getByText(`${product.title} is out of stock.`).waitFor();
      await atPath(page, `/checkout/${oid}/`);
      await screenshot(page, 'checkout-sold-out-desktop', { fullPage: false });
    });
  });
});
