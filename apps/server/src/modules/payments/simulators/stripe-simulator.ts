import { randomBytes } from 'node:crypto';
import { formatNpr, paisaToDecimal } from '@pasal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import { hostedPage, noticePage } from './hosted-page.ts';
import { choiceSchema, type OutcomeQueue } from './outcomes.ts';
import { stripeRefundRoutes } from './stripe-refunds.ts';
import type { WebhookSender } from './stripe-webhooks.ts';

/**
 * Stripe's Checkout Sessions API at Stripe's paths (`/v1/...`, form-encoded, Bearer secret key),
 * a hosted page at `/c/pay/{id}`, webhooks signed with the endpoint secret, and refunds of the
 * sessions' payments (stripe-refunds.ts).
 */

interface SimSession {
  id: string;
  url: string;
  name: string;
  amount: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  intent: { id: string; status: 'processing' | 'succeeded' | 'requires_payment_method' } | null;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  created: number;
}

const createSchema = z.object({
  mode: z.literal('payment'),
  success_url: z.url(),
  cancel_url: z.url(),
  line_items: z
    .array(
      z.object({
        quantity: z.coerce.number().int().positive(),
        price_data: z.object({
          currency: z.string().length(3),
          unit_amount: z.coerce.number().int().positive(),
          product_data: z.object({ name: z.string().min(1) }),
        }),
      }),
    )
    .min(1),
  client_reference_id: z.string().optional(),
  customer_email: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});

const BRAND = 'Stripe Checkout';

function stripeError(reply: FastifyReply, status: number, message: string, code?: string) {
  return reply
    .status(status)
    .send({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
}

function sessionJson(s: SimSession, expandIntent: boolean) {
  const intent = s.intent && {
    id: s.intent.id,
    object: 'payment_intent',
    amount: s.amount,
    currency: s.currency,
    status: s.intent.status,
  };
  return {
    id: s.id,
    object: 'checkout.session',
    livemode: false,
    mode: 'payment',
    url: s.status === 'open' ? s.url : null,
    status: s.status,
    payment_status: s.paymentStatus,
    amount_subtotal: s.amount,
    amount_total: s.amount,
    currency: s.currency,
    client_reference_id: s.clientReferenceId,
    customer_email: s.customerEmail,
    metadata: s.metadata,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    created: s.created,
    expires_at: s.created + 24 * 60 * 60,
    payment_intent: intent && (expandIntent ? intent : intent.id),
  };
}

export interface StripeSimulatorOptions {
  stripe: NonNullable<PaymentsConfig['stripe']>;
  outcomes: OutcomeQueue;
  webhooks: WebhookSender;
}

export async function stripeSimulator(
  app: FastifyInstance,
  { stripe, outcomes, webhooks }: StripeSimulatorOptions,
) {
  const sessions = new Map<string, SimSession>();
  const byIdempotencyKey = new Map<string, SimSession>();
  const idParams = z.object({ id: z.string() });
  const find = (request: FastifyRequest) => sessions.get(idParams.parse(request.params).id);

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${stripe.secretKey}`)
        return stripeError(reply, 401, 'Invalid API Key provided.');
    });

    api.post('/v1/checkout/sessions', async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return sessionJson(earlier, false);
      const parsed = createSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return stripeError(reply, 400, `${issue?.path.join('.')}: ${issue?.message}`, 'parameter_invalid');
      }
      const input = parsed.data;
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      const session: SimSession = {
        id,
        url: `${request.protocol}://${request.host}/c/pay/${id}`,
        name: input.line_items.map((line) => line.price_data.product_data.name).join(', '),
        amount: input.line_items.reduce((sum, line) => sum + line.quantity * line.price_data.unit_amount, 0),
        currency: input.line_items[0]!.price_data.currency.toLowerCase(),
        status: 'open',
        paymentStatus: 'unpaid',
        intent: null,
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
        clientReferenceId: input.client_reference_id ?? null,
        customerEmail: input.customer_email ?? null,
        metadata: input.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, session);
      return sessionJson(session, false);
    });

    api.get('/v1/checkout/sessions/:id', async (request, reply) => {
      const session = find(request);
      if (!session) return stripeError(reply, 404, 'No such checkout.session.', 'resource_missing');
      const { expand } = request.query as { expand?: unknown };
      return sessionJson(session, Array.isArray(expand) && expand.includes('payment_intent'));
    });

    api.post('/v1/checkout/sessions/:id/expire', async (request, reply) => {
      const session = find(request);
      if (!session) return stripeError(reply, 404, 'No such checkout.session.', 'resource_missing');
      if (session.status !== 'open')
        return stripeError(reply, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      webhooks.send('checkout.session.expired', sessionJson(session, false));
      return sessionJson(session, false);
    });

    stripeRefundRoutes(api, (intentId) => {
      const session = [...sessions.values()].find((s) => s.intent?.id === intentId);
      return session?.intent
        ? { id: intentId, status: session.intent.status, amount: session.amount, currency: session.currency }
        : null;
    });
  });

  app.get('/c/pay/:id', async (request, reply) => {
    const session = find(request);
    reply.type('text/html; charset=utf-8');
    if (session?.status !== 'open')
      return reply
        .status(404)
        .send(noticePage(BRAND, 'Nothing to pay', 'This Checkout Session is no longer active.'));
    const amount =
      session.currency === 'npr'
        ? formatNpr(session.amount, { paisa: true })
        : `${session.currency.toUpperCase()} ${paisaToDecimal(session.amount)}`;
    return hostedPage({
      brand: BRAND,
      accent: '#635bff',
      merchant: 'Pasal',
      amount,
      order: session.clientReferenceId ?? session.name,
      action: `/c/pay/${session.id}`,
    });
  });

  app.post('/c/pay/:id', async (request, reply) => {
    const session = find(request);
    const choice = choiceSchema.safeParse((request.body as { choice?: unknown } | undefined)?.choice);
    if (session?.status !== 'open' || !choice.success)
      return reply
        .status(409)
        .type('text/html; charset=utf-8')
        .send(noticePage(BRAND, 'Nothing to pay', 'This Checkout Session is no longer active.'));
    const outcome = outcomes.resolve('stripe', choice.data);
    // Leaving through the cancel link leaves the session open, as on Stripe.
    if (outcome === 'cancel') return reply.redirect(session.cancelUrl, 303);
    session.status = 'complete';
    session.paymentStatus = outcome === 'pay' ? 'paid' : 'unpaid';
    const intentStatus = {
      pay: 'succeeded',
      pending: 'processing',
      fail: 'requires_payment_method',
    } as const;
    session.intent = { id: `pi_${randomBytes(12).toString('hex')}`, status: intentStatus[outcome] };
    webhooks.send('checkout.session.completed', sessionJson(session, false));
    if (outcome === 'fail')
      webhooks.send('checkout.session.async_payment_failed', sessionJson(session, false));
    return reply.redirect(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  /** Settles a "Pay later" session, as a bank debit would days later. */
  app.post('/__sim/stripe/settle/:id', async (request, reply) => {
    const session = find(request);
    const body = z.object({ outcome: z.enum(['pay', 'fail']).default('pay') }).safeParse(request.body ?? {});
    if (!body.success) return stripeError(reply, 400, 'outcome must be pay or fail');
    if (session?.intent?.status !== 'processing')
      return stripeError(reply, 409, 'No payment is waiting to settle.');
    const paid = body.data.outcome === 'pay';
    session.intent.status = paid ? 'succeeded' : 'requires_payment_method';
    if (paid) session.paymentStatus = 'paid';
    const type = paid ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed';
    webhooks.send(type, sessionJson(session, false));
    return sessionJson(session, true);
  });
}
