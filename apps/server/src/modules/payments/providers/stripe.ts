import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';
import {
  type PaymentProvider,
  type PaymentVerification,
  ProviderUnavailableError,
  type RefundResult,
} from '../payment-provider.ts';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;
type Session = Stripe.Checkout.Session;

/** Stripe's own default; a signature older than this is refused (replayed or delayed too long). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The events that tell Pasal a Checkout Session changed; every other event is acknowledged and ignored. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export type StripeWebhookResult =
  /** `sessionId` is null for an event Pasal does not act on. */
  { ok: true; eventId: string; type: string; sessionId: string | null } | { ok: false; error: string };

export interface StripeProvider extends PaymentProvider {
  /** Checks `Stripe-Signature` over the exact raw body (never re-serialised JSON). */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): StripeWebhookResult;
}

/** The SDK takes host, port and protocol apart, which is what lets it talk to the simulator. */
function sdkAddress(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

/** A payment that failed after the shopper finished Checkout (e.g. a debit that bounced). */
function failedAfterCompletion(session: Session): boolean {
  const intent = session.payment_intent;
  return (
    typeof intent === 'object' &&
    intent !== null &&
    ['requires_payment_method', 'canceled'].includes(intent.status)
  );
}

/** Stripe's session and payment statuses mapped to ours, in one place. */
function toVerification(session: Session): PaymentVerification {
  const none = { amount: null, currency: null, raw: session };
  switch (session.status) {
    case 'complete':
      if (session.payment_status === 'paid')
        return {
          status: 'paid',
          amount: session.amount_total,
          currency: session.currency?.toUpperCase() ?? null,
          raw: session,
        };
      return { status: failedAfterCompletion(session) ? 'failed' : 'pending', ...none };
    case 'expired':
      return { status: 'cancelled', ...none };
    default:
      return { status: 'pending', ...none };
  }
}

/** Stripe's refund statuses mapped to ours: accepted (done, or on its way) or refused. */
function toRefundResult(refund: Stripe.Refund): RefundResult {
  switch (refund.status) {
    case 'failed':
    case 'canceled':
      return {
        status: 'failed',
        error: `refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? ''}`,
      };
    default:
      return { status: 'refunded', refundId: refund.id };
  }
}

/** Stripe refusing the request itself (4xx: already refunded, too much, no such payment), not being away. */
const refusedByStripe = (error: unknown) =>
  error instanceof ProviderUnavailableError && error.cause instanceof Stripe.errors.StripeInvalidRequestError;

/** Card payments through Stripe Checkout Sessions, with the official SDK (amounts in paisa: NPR has two decimals). */
export function createStripeProvider(config: StripeConfig): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    ...sdkAddress(config.apiUrl),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });

  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new ProviderUnavailableError('stripe', `${what}: ${(error as Error).message}`, { cause: error });
    }
  }

  const retrieve = (id: string) =>
    call('retrieve session', () => stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] }));

  return {
    id: 'stripe',
    async start(request) {
      const session = await call('create session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'npr',
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.oid,
          customer_email: request.email,
          metadata: { oid: request.oid, order_id: String(request.orderId) },
        }),
      );
      if (!session.url) throw new ProviderUnavailableError('stripe', `session ${session.id} has no url`);
      return {
        kind: 'redirect',
        url: session.url,
        providerRef: session.id,
        currency: 'NPR',
        providerAmount: request.amount,
        raw: session,
      };
    },
    async verify(sessionId) {
      return toVerification(await retrieve(sessionId));
    },
    async cancel(sessionId) {
      const session = await retrieve(sessionId);
      if (session.status !== 'open') return toVerification(session);
      try {
        return toVerification(await stripe.checkout.sessions.expire(sessionId));
      } catch {
        // Completed (or expired) between the two calls: what it is now is the answer.
        return toVerification(await retrieve(sessionId));
      }
    },
    async refund({ providerRef, amount, payment, idempotencyKey }) {
      try {
        const session = await retrieve(providerRef);
        const intent = session.payment_intent;
        const intentId = typeof intent === 'string' ? intent : intent?.id;
        if (!intentId) return { status: 'failed', error: `session ${providerRef} has no payment` };
        const refund = await call('create refund', () =>
          stripe.refunds.create(
            { payment_intent: intentId, amount: Math.min(amount, payment.providerAmount) },
            { idempotencyKey },
          ),
        );
        return toRefundResult(refund);
      } catch (error) {
        if (refusedByStripe(error)) return { status: 'failed', error: (error as Error).message };
        throw error;
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) return { ok: false, error: 'Missing Stripe-Signature header.' };
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
        const object = event.data.object as { object?: unknown; id?: unknown };
        const isSession = SESSION_EVENTS.has(event.type) && object.object === 'checkout.session';
        return {
          ok: true,
          eventId: event.id,
          type: event.type,
          sessionId: isSession && typeof object.id === 'string' ? object.id : null,
        };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : 'Invalid signature.' };
      }
    },
  };
}
