import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@pasal/domain';
import type { PaymentsConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { OnlineMethod, PaymentProvider } from './payment-provider.ts';
import { createConnectipsProvider } from './providers/connectips.ts';
import { createEsewaProvider, readEsewaReturn } from './providers/esewa.ts';
import { createKhaltiProvider } from './providers/khalti.ts';
import { createPaypalProvider } from './providers/paypal.ts';
import { createStripeProvider, type StripeWebhookResult } from './providers/stripe.ts';

/** Checkout's order of methods (spec §2 "Payment method radios"), the wallets most Nepalis use first. */
const CHECKOUT_ORDER: readonly PaymentMethod[] = ['cod', 'esewa', 'khalti', 'paypal', 'connectips', 'stripe'];

export interface PaymentRegistry {
  /** Cash on delivery and every configured provider, in checkout order (spec §5). */
  available(): PaymentMethod[];
  /** The provider for `id`; a method that is not configured is the client's mistake (400). */
  get(id: OnlineMethod): PaymentProvider;
  /** Checks a Stripe webhook's signature over its raw body; an error result when Stripe is off. */
  verifyStripeWebhook(rawBody: string | Buffer, signature: string | undefined): StripeWebhookResult;
  /** The attempt an eSewa success redirect's `data` names, when eSewa signed it; else null. */
  esewaReturnRef(data: string): string | null;
}

/** The providers config turns on (config.ts has already checked each one's keys). */
export function createPaymentRegistry(payments: PaymentsConfig): PaymentRegistry {
  const stripe = payments.stripe && createStripeProvider(payments.stripe);
  const providers: Partial<Record<OnlineMethod, PaymentProvider>> = {
    stripe: stripe ?? undefined,
    paypal: payments.paypal ? createPaypalProvider(payments.paypal) : undefined,
    connectips: payments.connectips ? createConnectipsProvider(payments.connectips) : undefined,
    esewa: payments.esewa ? createEsewaProvider(payments.esewa) : undefined,
    khalti: payments.khalti ? createKhaltiProvider(payments.khalti) : undefined,
  };
  return {
    available: () => CHECKOUT_ORDER.filter((id) => id === 'cod' || providers[id] !== undefined),
    get(id) {
      const provider = providers[id];
      if (!provider) throw new AppError('bad_request', `${PAYMENT_METHOD_LABELS[id]} is not available.`);
      return provider;
    },
    verifyStripeWebhook: (rawBody, signature) =>
      stripe ? stripe.verifyWebhook(rawBody, signature) : { ok: false, error: 'Stripe is not configured.' },
    esewaReturnRef: (data) => (payments.esewa ? readEsewaReturn(payments.esewa, data) : null),
  };
}

/**
 * Origins the shopper's browser posts payment forms to (ConnectIPS's gateway, eSewa): the app's
 * CSP `form-action` must allow them, or the browser refuses to leave for the bank or wallet.
 */
export function paymentFormOrigins(payments: PaymentsConfig): string[] {
  const urls = [payments.connectips?.gatewayUrl, payments.esewa?.formUrl];
  return [...new Set(urls.filter((url) => url !== undefined).map((url) => new URL(url).origin))];
}
