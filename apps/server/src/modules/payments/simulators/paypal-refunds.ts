import { randomBytes } from 'node:crypto';
import { decimalToPaisa, paisaToDecimal } from '@pasal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paypalError } from './paypal-errors.ts';
import type { SimOrder } from './paypal-simulator.ts';

/**
 * PayPal's capture refunds (`POST /v2/payments/captures/{capture_id}/refund`, honouring
 * `PayPal-Request-Id`; `GET /v2/payments/refunds/{id}`) over the simulator's captured orders.
 * Each refund is kept on its order (`purchase_units[].payments.refunds`) and the capture turns
 * `PARTIALLY_REFUNDED` or `REFUNDED`, as on PayPal, so tests can ask PayPal what it paid back.
 */

export interface SimRefund {
  id: string;
  captureId: string;
  amount: { currency_code: string; value: string };
  created: string;
}

export function refundJson(refund: SimRefund) {
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: refund.amount,
    create_time: refund.created,
    links: [{ href: `/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' }],
  };
}

const bodySchema = z
  .object({
    amount: z
      .object({ currency_code: z.string().length(3), value: z.string().regex(/^\d+(\.\d{2})?$/) })
      .optional(),
    note_to_payer: z.string().max(255).optional(),
  })
  .default({});

interface RefundRouteOptions {
  orders: Map<string, SimOrder>;
  /** PayPal-Request-Id → the answer first given to it. */
  answered: Map<string, object>;
  requestId: (request: FastifyRequest) => string | undefined;
}

/** Registers the refund calls inside the simulator's authenticated scope. */
export function paypalRefundRoutes(
  api: FastifyInstance,
  { orders, answered, requestId }: RefundRouteOptions,
) {
  const captureOf = (id: string) => {
    for (const order of orders.values()) {
      const capture = order.captures.find((c) => c.id === id);
      if (capture) return { order, capture };
    }
    return null;
  };
  const cents = (value: string) => decimalToPaisa(value) ?? 0;

  api.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    const key = requestId(request);
    const earlier = key && answered.get(`refund:${key}`);
    if (earlier) return earlier;
    const found = captureOf((request.params as { id: string }).id);
    if (!found) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const { order, capture } = found;
    const body = bodySchema.safeParse(request.body ?? {});
    if (!body.success) return paypalError(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    if (capture.status === 'REFUNDED')
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'REFUND_NOT_ALLOWED');
    const refunded = order.refunds
      .filter((r) => r.captureId === capture.id)
      .reduce((sum, r) => sum + cents(r.amount.value), 0);
    const left = cents(capture.amount.value) - refunded;
    const asked = body.data.amount;
    if (asked && asked.currency_code !== capture.amount.currency_code)
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH');
    const amount = asked ? cents(asked.value) : left;
    if (amount <= 0 || amount > left)
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    const refund: SimRefund = {
      id: randomBytes(9).toString('hex').toUpperCase(),
      captureId: capture.id,
      amount: { currency_code: capture.amount.currency_code, value: paisaToDecimal(amount) },
      created: new Date().toISOString(),
    };
    order.refunds.push(refund);
    capture.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const answer = refundJson(refund);
    if (key) answered.set(`refund:${key}`, answer);
    return reply.status(201).send(answer);
  });

  api.get('/v2/payments/refunds/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    for (const order of orders.values()) {
      const refund = order.refunds.find((r) => r.id === id);
      if (refund) return refundJson(refund);
    }
    return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  });
}
