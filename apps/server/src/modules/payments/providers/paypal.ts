import { randomUUID } from 'node:crypto';
import { decimalToPaisa, paisaToDecimal } from '@pasal/domain';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import {
  type PaymentProvider,
  type PaymentVerification,
  ProviderUnavailableError,
  type RefundRequest,
  type RefundResult,
} from '../payment-provider.ts';
import { callProvider, expectAnswer } from './provider-http.ts';

type PaypalConfig = NonNullable<PaymentsConfig['paypal']>;

const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
  purchase_units: z
    .array(
      z.object({
        amount: amountSchema.optional(),
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string(), status: z.string(), amount: amountSchema.optional() }))
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
type PaypalOrder = z.infer<typeof orderSchema>;
const refundSchema = z.object({ id: z.string(), status: z.string() });
const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

/**
 * NPR paisa → USD cents at `nprPerUsd` NPR to the dollar (text such as "133.25"), rounded half up
 * to the cent in integers, so no float ever touches the amount.
 */
export function paisaToUsdCents(paisa: number, nprPerUsd: string): number {
  const [whole = '0', fraction = ''] = nprPerUsd.split('.');
  const rate = BigInt(whole + fraction);
  const numerator = BigInt(paisa) * 10n ** BigInt(fraction.length);
  return Number((2n * numerator + rate) / (2n * rate));
}

const CAPTURED = ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/** PayPal's order and capture statuses mapped to ours, in one place. */
function toVerification(order: PaypalOrder): PaymentVerification {
  const none = { amount: null, currency: null, raw: order };
  switch (order.status) {
    case 'COMPLETED': {
      const unit = order.purchase_units[0];
      const capture = unit?.payments?.captures?.[0];
      if (capture?.status === 'PENDING') return { status: 'pending', ...none };
      // A capture refunded since (in part or whole) was still paid.
      if (!CAPTURED.includes(capture?.status ?? '') || !capture?.amount) return { status: 'failed', ...none };
      const charged = {
        amount: decimalToPaisa(capture.amount.value),
        currency: capture.amount.currency_code,
      };
      const asked = unit?.amount;
      const asAsked =
        asked?.currency_code === charged.currency && decimalToPaisa(asked.value) === charged.amount;
      return { status: asAsked ? 'paid' : 'failed', ...charged, raw: order };
    }
    case 'VOIDED':
      return { status: 'cancelled', ...none };
    default:
      // CREATED, PAYER_ACTION_REQUIRED, SAVED, APPROVED (capture declined, shopper may retry).
      return { status: 'pending', ...none };
  }
}

/**
 * The refund in USD cents at the rate the payment was charged at (not today's): the whole
 * payment is exactly what was captured; a part never more than that.
 */
export function refundCents({ amount, payment }: RefundRequest, defaultRate: string): number {
  if (amount === payment.amount) return payment.providerAmount;
  return Math.min(paisaToUsdCents(amount, payment.fxRate ?? defaultRate), payment.providerAmount);
}

/** Answers that are PayPal refusing a refund, not PayPal being away. */
const REFUSALS = [400, 404, 409, 422];

/** PayPal's refund statuses mapped to ours: accepted (done, or on its way) or refused. */
function toRefundResult(refund: z.infer<typeof refundSchema>): RefundResult {
  return ['CANCELLED', 'FAILED'].includes(refund.status)
    ? { status: 'failed', error: `refund ${refund.id} ${refund.status}` }
    : { status: 'refunded', refundId: refund.id };
}

/** PayPal Orders v2 over fetch. PayPal has no NPR: the order is in USD at the configured rate. */
export function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const answer = await callProvider('paypal', `${config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const granted = expectAnswer('paypal', answer, tokenSchema);
    // A minute early, so a token never expires between this check and PayPal's.
    token = { value: granted.access_token, expiresAt: Date.now() + (granted.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api(method: 'GET' | 'POST', path: string, body?: object, requestId?: string) {
    const send = async () =>
      callProvider('paypal', `${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body && JSON.stringify(body),
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    token = undefined; // revoked or expired early: one fresh token, once
    return send();
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;
  const read = async (id: string) => expectAnswer('paypal', await api('GET', orderPath(id)), orderSchema);

  return {
    id: 'paypal',
    async start(request) {
      const cents = paisaToUsdCents(request.amount, config.nprPerUsd);
      const answer = await api(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.oid,
              description: request.description.slice(0, 127),
              amount: { currency_code: 'USD', value: paisaToDecimal(cents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        randomUUID(),
      );
      const order = expectAnswer('paypal', answer, orderSchema);
      // `approve` with application_context; `payer-action` with payment_source's experience_context.
      const approval = order.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approval) throw new ProviderUnavailableError('paypal', `order ${order.id} has no approval link`);
      return {
        kind: 'redirect',
        url: approval.href,
        providerRef: order.id,
        currency: 'USD',
        providerAmount: cents,
        fxRate: config.nprPerUsd,
        raw: order,
      };
    },
    async verify(orderId) {
      const order = await read(orderId);
      if (order.status !== 'APPROVED') return toVerification(order);
      // The same request id makes a second capture (a retry, the webhook racing the return) return the first.
      const captured = await api('POST', `${orderPath(orderId)}/capture`, {}, `capture-${orderId}`);
      // 422 is PayPal refusing (already captured, instrument declined): the order says what it is now.
      if (captured.status !== 422) expectAnswer('paypal', captured, orderSchema);
      return toVerification(await read(orderId));
    },
    async refund(request) {
      const order = await read(request.providerRef);
      const capture = order.purchase_units[0]?.payments?.captures?.find((c) => CAPTURED.includes(c.status));
      if (!capture) return { status: 'failed', error: `order ${order.id} has no capture` };
      const answer = await api(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        {
          amount: {
            currency_code: capture.amount?.currency_code ?? 'USD',
            value: paisaToDecimal(refundCents(request, config.nprPerUsd)),
          },
        },
        request.idempotencyKey,
      );
      // PayPal refusing (fully refunded, more than captured, no such capture) is final.
      if (REFUSALS.includes(answer.status)) {
        return {
          status: 'failed',
          error: `PayPal refused the refund (${answer.status}): ${JSON.stringify(answer.body)?.slice(0, 300)}`,
        };
      }
      return toRefundResult(expectAnswer('paypal', answer, refundSchema));
    },
    async cancel(orderId) {
      // PayPal cannot void an order that was never captured: it lapses, and Pasal never captures it.
      const order = await read(orderId);
      return order.status === 'COMPLETED'
        ? toVerification(order)
        : { status: 'cancelled', amount: null, currency: null, raw: order };
    },
  };
}
