import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  generateCartId,
  type Order,
  type PaymentMethod,
  type ProductCard,
  type ProductDetail,
} from '../../packages/domain/src/index.ts';
import { atPath } from './accounts.ts';
import type { Journey } from './journey.ts';
import { type OpenOptions, openPage } from './pages.ts';
import { claimOf, postJson, type TokenPair } from './session.ts';

/** A GET to the API that must succeed, as the holder of `access` when given. */
export async function apiGet<T>(baseUrl: string, path: string, access?: string): Promise<T> {
  return (await apiPage<T>(baseUrl, path, access)).body;
}

/** A paginated GET (see apiGet): its JSON and the `X-Total-Count` of every page. */
export async function apiPage<T>(
  baseUrl: string,
  path: string,
  access?: string,
): Promise<{ body: T; total: number }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
  if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) };
}

/** The user id inside an access token. */
export function userIdOf(tokens: TokenPair): number {
  return claimOf(tokens, 'user_id');
}

export interface PreparedCart {
  cartId: string;
  product: ProductDetail;
}

/**
 * Fills a cart through the API (as the app's Add to Cart does) with one unit of `slug` in its
 * first size and colour, for a guest or, with `tokens`, for that user. The page must then be
 * opened with `holdCart` so the browser uses the same cart id.
 */
export async function prepareCart(journey: Journey, slug: string, tokens?: TokenPair): Promise<PreparedCart> {
  const cartId = generateCartId();
  const product = await addToCart(journey, cartId, slug, tokens);
  return { cartId, product };
}

/** Adds `qty` of `slug` in its first size and colour to the cart `cartId`; answers the product. */
export async function addToCart(
  journey: Journey,
  cartId: string,
  slug: string,
  tokens?: TokenPair,
  qty = 1,
): Promise<ProductDetail> {
  const product = await apiGet<ProductDetail>(journey.baseUrl, `v1/products/${slug}/`);
  await postJson(
    journey.baseUrl,
    'v1/cart-view/',
    {
      product_id: product.id,
      user_id: tokens ? userIdOf(tokens) : 0,
      cart_id: cartId,
      qty,
      size: product.size[0]?.name ?? '',
      color: product.color[0]?.name ?? '',
      country: 'Nepal',
    },
    tokens?.access,
  );
  return product;
}

/** The slug of a product in stock from the shop `vendorSlug` (from the first page of the catalogue). */
export async function productOfShop(journey: Journey, vendorSlug: string): Promise<string> {
  const products = await apiGet<ProductCard[]>(journey.baseUrl, 'v1/products/?page_size=100');
  const found = products.find((p) => p.vendor.slug === vendorSlug && p.stock_qty > 0);
  if (!found) throw new Error(`no product of ${vendorSlug} in stock on the first page`);
  return found.slug;
}

/**
 * Turns the cart `cartId` into an order through the API (create-order with the SHIPPING
 * details), for a guest or, with `tokens`, for that customer; answers the oid, not yet paid.
 */
export async function orderCart(journey: Journey, cartId: string, tokens?: TokenPair): Promise<string> {
  const { order_oid: oid } = await postJson<{ order_oid: string }>(
    journey.baseUrl,
    'v1/create-order/',
    {
      full_name: SHIPPING['Full name'],
      email: SHIPPING.Email,
      mobile: SHIPPING.Mobile,
      address: SHIPPING.Address,
      city: SHIPPING.City,
      state: SHIPPING['Province / State'],
      country: SHIPPING.Country,
      cart_id: cartId,
      user_id: tokens ? userIdOf(tokens) : 0,
    },
    tokens?.access,
  );
  return oid;
}

/** Places the order `oid` as cash on delivery through the API; throws unless it was placed. */
export async function payOnDelivery(journey: Journey, oid: string, tokens?: TokenPair): Promise<void> {
  const placed = await postJson<{ status: string; message: string }>(
    journey.baseUrl,
    `v1/payment-success/${oid}/`,
    { order_oid: oid, payment_method: 'cod' },
    tokens?.access,
  );
  if (placed.status !== 'success') throw new Error(`cash on delivery for ${oid}: ${placed.message}`);
}

/** Opens `path` with a cart prepared through the API (and the simulators' origin allowed). */
export async function openWithCart(
  journey: Journey,
  path: string,
  slug: string,
  options: OpenOptions & { tokens?: TokenPair } = {},
) {
  const cart = await prepareCart(journey, slug, options.tokens);
  const opened = await openPage(journey, path, {
    ...options,
    allowOrigins: [journey.simulatorUrl],
    beforeLoad: (page) => holdCart(page, cart.cartId),
  });
  return { ...opened, cart };
}

/** The order as checkout reads it; a customer's order needs that customer's token. */
export const orderOf = (journey: Journey, oid: string, access?: string) =>
  apiGet<Order>(journey.baseUrl, `v1/checkout/${oid}/`, access);

/** Makes the next Pay click on `provider`'s hosted page end as `outcome` (docs/api/payments.md). */
export async function nextPayEnds(
  journey: Journey,
  provider: Exclude<PaymentMethod, 'cod'>,
  outcome: 'fail' | 'pending',
) {
  const response = await fetch(`${journey.simulatorUrl}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider, outcome }),
  });
  expect(response.status).toBe(204);
}

/** Spec §8's words under the failed header. */
export const VERIFICATION_FAILED = 'Payment verification failed. Please try again or contact support.';
/** Under the cancelled header: the shopper chose it, nothing failed. */
export const PAYMENT_CANCELLED_TEXT =
  'You cancelled the payment. Your order is saved: you can pay now or choose another method.';

/** Waits for the result page of spec §2 with this heading. */
export async function resultShows(page: Page, oid: string, heading: string) {
  await atPath(page, `/payment-success/${oid}/`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Makes the page use `cartId` as its guest cart id (spec §1 `randomString`) from the first load. */
export async function holdCart(page: Page, cartId: string) {
  await page.addInitScript((id) => localStorage.setItem('randomString', id), cartId);
}

export const SHIPPING = {
  'Full name': 'Pemba Sherpa',
  Email: 'pemba.sherpa@example.com',
  Mobile: '9841234567',
  Address: 'Thamel Marg 7',
  City: 'Kathmandu',
  'Province / State': 'Bagmati',
  Country: 'Nepal',
} as const;

/** Fills the cart page's shipping form (spec §3 "Shipping details"), leaving prefilled values alone. */
export async function fillShipping(
  page: Page,
  values: Partial<Record<keyof typeof SHIPPING, string>> = SHIPPING,
) {
  // A signed-in shopper's form is prefilled from the profile when it arrives (the form is
  // aria-busy until then): a field filled before that can end up holding both.
  await page.locator('form[aria-busy="false"]', { has: page.getByLabel(/^Full name/) }).waitFor();
  for (const [label, value] of Object.entries(values)) {
    // The label reads "Full name *" when the field is required: match its start.
    const field = page.getByLabel(new RegExp(`^${label.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}`));
    if ((await field.inputValue()) === '') await field.fill(value);
  }
}

/** From the cart page with a filled form: Checkout, and answers the new order's oid. */
export async function checkout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.waitForURL((url) => /^\/checkout\/[a-z0-9]+\/$/.test(url.pathname));
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

/** On the checkout page: the payment methods offered, as their radios' values, in order. */
export async function offeredMethods(page: Page): Promise<string[]> {
  const radios = page.getByRole('radio');
  await radios.first().waitFor();
  return radios.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** On the checkout page: picks a payment method and presses Pay (or Place Order). */
export async function payWith(
  page: Page,
  method: 'Cash on Delivery' | 'eSewa' | 'Khalti' | 'PayPal' | 'ConnectIPS' | 'Credit/Debit Card',
) {
  await page.getByRole('radio', { name: new RegExp(`^${method.replace('/', '\\/')}`) }).check();
  await page
    .getByRole('button', { name: method === 'Cash on Delivery' ? 'Place Order' : /^Pay Rs\./ })
    .click();
}

/** On a simulator's hosted page (another origin, like the real provider's): one of its buttons. */
export async function answerHostedPage(
  page: Page,
  journey: Journey,
  choice: 'Pay' | 'Decline' | 'Pay later' | 'Cancel',
) {
  await page.waitForURL((url) => url.origin === new URL(journey.simulatorUrl).origin);
  await page.getByRole('button', { name: choice, exact: true }).click();
}

/** The bytes of a file the page downloaded. */
export async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
