import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Stripe's Refunds API (`POST /v1/refunds` with `payment_intent` and `amount`, honouring
 * `Idempotency-Key`; `GET /v1/refunds?payment_intent=`, `GET /v1/refunds/{id}`) over the
 * simulator's completed sessions. Refunds are recorded, so tests can ask Stripe what it paid back.
 */

/** A session's payment, as the refunds see it. */
export interface RefundableIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

interface SimRefund {
  id: string;
  amount: number;
  currency: string;
  paymentIntent: string;
  created: number;
}

const createSchema = z.object({
  payment_intent: z.string().min(1),
  amount: z.coerce.number().int().positive().optional(),
});

function refundJson(refund: SimRefund) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    payment_intent: refund.paymentIntent,
    status: 'succeeded',
    reason: null,
    metadata: {},
    created: refund.created,
  };
}

function refundError(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.status(status).send({ error: { type: 'invalid_request_error', message, code } });
}

/** Registers the refund calls inside the simulator's authenticated scope. */
export function stripeRefundRoutes(
  api: FastifyInstance,
  findIntent: (id: string) => RefundableIntent | null,
) {
  const refunds = new Map<string, SimRefund>();
  const byIdempotencyKey = new Map<string, SimRefund>();
  const refundsOf = (intentId: string) => [...refunds.values()].filter((r) => r.paymentIntent === intentId);

  api.post('/v1/refunds', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return refundJson(earlier);
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success)
      return refundError(reply, 400, 'Missing or invalid payment_intent or amount.', 'parameter_invalid');
    const intent = findIntent(parsed.data.payment_intent);
    if (!intent)
      return refundError(
        reply,
        404,
        `No such payment_intent: '${parsed.data.payment_intent}'`,
        'resource_missing',
      );
    if (intent.status !== 'succeeded')
      return refundError(
        reply,
        400,
        'This PaymentIntent does not have a successful charge to refund.',
        'charge_not_refundable',
      );
    const left = intent.amount - refundsOf(intent.id).reduce((sum, r) => sum + r.amount, 0);
    if (left <= 0)
      return refundError(reply, 400, 'This charge has already been refunded.', 'charge_already_refunded');
    const amount = parsed.data.amount ?? left;
    if (amount > left)
      return refundError(
        reply,
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    const refund: SimRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      amount,
      currency: intent.currency,
      paymentIntent: intent.id,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (typeof key === 'string') byIdempotencyKey.set(key, refund);
    return refundJson(refund);
  });

  api.get('/v1/refunds', async (request) => {
    const { payment_intent } = request.query as { payment_intent?: unknown };
    const listed = typeof payment_intent === 'string' ? refundsOf(payment_intent) : [...refunds.values()];
    return { object: 'list', url: '/v1/refunds', has_more: false, data: listed.map(refundJson) };
  });

  api.get('/v1/refunds/:id', async (request, reply) => {
    const refund = refunds.get((request.params as { id: string }).id);
    return refund ? refundJson(refund) : refundError(reply, 404, 'No such refund.', 'resource_missing');
  });
}
