import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import { hostedPage, noticePage } from './hosted-page.ts';
import { choiceSchema, type Outcome, type OutcomeQueue } from './outcomes.ts';
import { paypalError } from './paypal-errors.ts';
import { paypalRefundRoutes, refundJson, type SimRefund } from './paypal-refunds.ts';

/**
 * PayPal's REST API under `/paypal` (OAuth client credentials, Orders v2 with PayPal-Request-Id
 * idempotency, capture refunds in paypal-refunds.ts) and its approval page at
 * `/paypal/checkoutnow?token={order id}`.
 */

/**
 * The currencies PayPal's REST API takes (its "Currency codes" reference). The Nepali rupee is
 * not one of them, which is why the adapter charges US dollars.
 */
const PAYPAL_CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(
    ' ',
  ),
);

const amountSchema = z.object({
  currency_code: z.string().length(3),
  value: z
    .string()
    .regex(/^\d+(\.\d{2})?$/)
    .refine((v) => Number(v) > 0, 'must be above 0'),
});
const experienceSchema = z.object({ return_url: z.url(), cancel_url: z.url() });
const createSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        description: z.string().optional(),
        amount: amountSchema,
      }),
    )
    .length(1),
  payment_source: z.object({ paypal: z.object({ experience_context: experienceSchema }) }).optional(),
  application_context: experienceSchema.optional(),
});
type PurchaseUnit = z.infer<typeof createSchema>['purchase_units'][number];

export interface SimOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  unit: PurchaseUnit;
  returnUrl: string;
  cancelUrl: string;
  /** `payer-action` for payment_source requests, `approve` for application_context ones, as PayPal answers. */
  approvalRel: 'payer-action' | 'approve';
  origin: string;
  outcome?: Outcome;
  captures: {
    id: string;
    status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
    amount: PurchaseUnit['amount'];
  }[];
  refunds: SimRefund[];
  created: string;
}

const BRAND = 'PayPal';
const TOKEN_SECONDS = 32_400;

function orderJson(order: SimOrder) {
  const self = `${order.origin}/paypal/v2/checkout/orders/${order.id}`;
  const approval = `${order.origin}/paypal/checkoutnow?token=${order.id}`;
  const open = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        ...order.unit,
        ...(order.captures.length > 0
          ? {
              payments: {
                captures: order.captures,
                ...(order.refunds.length > 0 ? { refunds: order.refunds.map(refundJson) } : {}),
              },
            }
          : {}),
      },
    ],
    create_time: order.created,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      ...(open ? [{ href: approval, rel: order.approvalRel, method: 'GET' }] : []),
      ...(order.status === 'APPROVED' ? [{ href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
    ],
  };
}

export interface PaypalSimulatorOptions {
  paypal: NonNullable<PaymentsConfig['paypal']>;
  outcomes: OutcomeQueue;
}

export async function paypalSimulator(app: FastifyInstance, { paypal, outcomes }: PaypalSimulatorOptions) {
  const tokens = new Map<string, number>();
  const orders = new Map<string, SimOrder>();
  /** PayPal-Request-Id → the answer first given to it. */
  const answered = new Map<string, object>();
  const basic = `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`;
  const find = (request: FastifyRequest) => orders.get(z.object({ id: z.string() }).parse(request.params).id);
  const requestId = (request: FastifyRequest) => {
    const id = request.headers['paypal-request-id'];
    return typeof id === 'string' ? id : undefined;
  };

  app.post('/v1/oauth2/token', async (request, reply) => {
    const body = request.body as { grant_type?: unknown } | undefined;
    if (request.headers.authorization !== basic || body?.grant_type !== 'client_credentials')
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
    };
  });

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if ((tokens.get(token) ?? 0) < Date.now())
        return paypalError(
          reply,
          401,
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials.',
        );
    });

    api.post('/v2/checkout/orders', async (request, reply) => {
      const key = requestId(request);
      const earlier = key && answered.get(`create:${key}`);
      if (earlier) return earlier;
      const parsed = createSchema.safeParse(request.body);
      if (!parsed.success)
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          parsed.error.issues[0]?.message ?? 'INVALID_REQUEST',
        );
      const input = parsed.data;
      if (!PAYPAL_CURRENCIES.has(input.purchase_units[0]!.amount.currency_code)) {
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_NOT_SUPPORTED');
      }
      const urls = input.payment_source?.paypal.experience_context ?? input.application_context;
      if (!urls) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'MISSING_RETURN_URL');
      const order: SimOrder = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: input.payment_source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        unit: input.purchase_units[0]!,
        returnUrl: urls.return_url,
        cancelUrl: urls.cancel_url,
        approvalRel: input.payment_source ? 'payer-action' : 'approve',
        origin: `${request.protocol}://${request.host}`,
        captures: [],
        refunds: [],
        created: new Date().toISOString(),
      };
      orders.set(order.id, order);
      const answer = orderJson(order);
      if (key) answered.set(`create:${key}`, answer);
      return reply.status(201).send(answer);
    });

    api.get('/v2/checkout/orders/:id', async (request, reply) => {
      const order = find(request);
      return order ? orderJson(order) : paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    });

    api.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
      const key = requestId(request);
      const earlier = key && answered.get(`capture:${key}`);
      if (earlier) return earlier;
      const order = find(request);
      if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (order.status === 'COMPLETED')
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED')
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      const captureStatus = { pay: 'COMPLETED', pending: 'PENDING', fail: 'DECLINED' } as const;
      order.captures.push({
        id: randomBytes(9).toString('hex').toUpperCase(),
        status: captureStatus[order.outcome ?? 'pay'],
        amount: order.unit.amount,
      });
      order.status = 'COMPLETED';
      const answer = orderJson(order);
      if (key) answered.set(`capture:${key}`, answer);
      return reply.status(201).send(answer);
    });

    paypalRefundRoutes(api, { orders, answered, requestId });
  });

  app.get('/checkoutnow', async (request, reply) => {
    const order = orders.get(String((request.query as { token?: unknown }).token));
    reply.type('text/html; charset=utf-8');
    if (order?.status !== 'CREATED' && order?.status !== 'PAYER_ACTION_REQUIRED')
      return reply
        .status(404)
        .send(noticePage(BRAND, 'Nothing to approve', 'This PayPal order cannot be paid.'));
    return hostedPage({
      brand: BRAND,
      accent: '#003087',
      merchant: 'Pasal',
      amount: `$${order.unit.amount.value} ${order.unit.amount.currency_code}`,
      order: order.unit.reference_id ?? order.id,
      action: '/paypal/checkoutnow',
      hidden: { token: order.id },
    });
  });

  app.post('/checkoutnow', async (request, reply) => {
    const body = request.body as { token?: unknown; choice?: unknown } | undefined;
    const order = orders.get(String(body?.token));
    const choice = choiceSchema.safeParse(body?.choice);
    if ((order?.status !== 'CREATED' && order?.status !== 'PAYER_ACTION_REQUIRED') || !choice.success)
      return reply
        .status(409)
        .type('text/html; charset=utf-8')
        .send(noticePage(BRAND, 'Nothing to approve', 'This PayPal order cannot be paid.'));
    const outcome = outcomes.resolve('paypal', choice.data);
    const back = new URL(outcome === 'cancel' ? order.cancelUrl : order.returnUrl);
    back.searchParams.set('token', order.id);
    // Cancelling leaves the order as it was: PayPal lets it lapse.
    if (outcome !== 'cancel') {
      order.status = 'APPROVED';
      order.outcome = outcome;
      back.searchParams.set('PayerID', 'SIMPAYER0001');
    }
    return reply.redirect(back.toString(), 303);
  });
}
