import { formatNpr, formatOrderNumber, PAYMENT_METHOD_LABELS } from '@pasal/domain';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findOrder, isPlaced, type OrderRow } from '../orders/order-detail.service.ts';
import { assertNotExpired } from '../orders/order-expiry.ts';
import { assertStillForSale } from '../orders/still-for-sale.ts';
import {
  type OnlineMethod,
  type PaymentStart,
  ProviderUnavailableError,
} from '../payments/payment-provider.ts';
import type { PaymentRegistry } from '../payments/payment-registry.ts';

const PROVIDER_UNAVAILABLE = 'The payment service is not answering. Please try again in a moment.';

/** Refuses an order that can no longer be paid for: 409 with the reason. */
function assertPayable(order: OrderRow) {
  if (order.orderStatus === 'cancelled') throw new AppError('conflict', 'This order was cancelled.');
  if (order.paymentStatus === 'paid') throw new AppError('conflict', 'This order is already paid.');
  if (isPlaced(order)) throw new AppError('conflict', 'This order is already placed (cash on delivery).');
}

/** A provider's call; a provider that cannot be reached is a 503 the shopper can retry. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new AppError('unavailable', PROVIDER_UNAVAILABLE, undefined, undefined, error);
    }
    throw error;
  }
}

/**
 * Where the shopper goes after paying: `shopperOrigin` is the site the payment was started from
 * (PUBLIC_URL, or one of CORS_ORIGINS: see return-origin.ts); `publicUrl` is Pasal's own.
 */
export interface ReturnTo {
  publicUrl: string;
  shopperOrigin: string;
}

/**
 * Where each provider sends the shopper back: the payment-success page of the site they started
 * from, with the reference it will verify. Stripe fills in `{CHECKOUT_SESSION_ID}`; PayPal appends
 * `token=<its order id>`; ConnectIPS returns to URLs registered with NCHL, which point at Pasal's
 * `connectips/return/` (that route adds the `txn_id`), so it always comes back to Pasal. eSewa
 * adds its signed `data`, Khalti its `pidx` (and `status=User canceled` when given up).
 */
function returnUrls({ publicUrl, shopperOrigin }: ReturnTo, method: OnlineMethod, oid: string) {
  const page = `${shopperOrigin}/payment-success/${oid}/`;
  switch (method) {
    case 'stripe':
      return {
        returnUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${page}?cancelled=1&payment_method=stripe`,
      };
    case 'paypal':
      return {
        returnUrl: `${page}?payment_method=paypal`,
        cancelUrl: `${page}?cancelled=1&payment_method=paypal`,
      };
    case 'connectips':
      return {
        returnUrl: `${publicUrl}/api/v1/connectips/return/`,
        cancelUrl: `${publicUrl}/api/v1/connectips/return/?failed=1`,
      };
    case 'esewa':
    case 'khalti':
      // Each wallet appends its own query (eSewa `data`, Khalti `pidx` and `status`). eSewa sends
      // a decline and a give-up alike to the failure URL, so it names only the method: the
      // status check tells them apart. Khalti has a single return URL and no cancel link.
      return { returnUrl: page, cancelUrl: `${page}?payment_method=${method}` };
  }
}

/**
 * Starts paying an order through a provider for the order's total as the server has it, and
 * records the attempt. The provider is called with no transaction open (ARCHITECTURE.md); the
 * attempt is written after it answers.
 */
export async function startPayment(
  db: Db,
  providers: PaymentRegistry,
  returnTo: ReturnTo,
  method: OnlineMethod,
  oid: string,
  unpaidOrderMinutes: number,
): Promise<PaymentStart> {
  const order = await findOrder(db, oid);
  assertPayable(order);
  assertNotExpired(order, unpaidOrderMinutes);
  await assertStillForSale(db, order.id);
  const provider = providers.get(method);
  if (provider.minimumAmount !== undefined && order.total < provider.minimumAmount)
    throw new AppError(
      'bad_request',
      `${PAYMENT_METHOD_LABELS[method]} takes payments of ${formatNpr(provider.minimumAmount)} or more.`,
    );
  const started = await callProvider(() =>
    provider.start({
      orderId: order.id,
      oid: order.oid,
      amount: order.total,
      email: order.email,
      fullName: order.fullName,
      description: `Pasal order ${formatOrderNumber(order.oid)}`,
      ...returnUrls(returnTo, method, order.oid),
    }),
  );
  await db.insert(payments).values({
    orderId: order.id,
    provider: method,
    providerRef: started.providerRef,
    amount: order.total,
    currency: started.currency,
    providerAmount: started.providerAmount,
    fxRate: started.fxRate ?? null,
    raw: started.raw ?? null,
  });
  return started;
}
