import {
  blankToUndefined,
  orderOidSchema,
  paymentResultSchema,
  paymentSuccessInputSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../lib/errors.ts';
import { ORDER_NOT_FOUND } from '../orders/order-detail.service.ts';
import type { CheckoutDeps } from './payment-result.service.ts';
import { findAttemptByRef, paymentSuccess } from './payment-success.service.ts';

/** What confirming a payment needs, for one request (its logger). */
export function checkoutDeps(
  { config, database, payments }: AppDeps,
  log: CheckoutDeps['log'],
): CheckoutDeps {
  return {
    db: database.db,
    publicUrl: config.publicUrl,
    log,
    providers: payments,
    unpaidOrderMinutes: config.unpaidOrderMinutes,
  };
}

/**
 * The oid in the path; "undefined" (and "null", blank) is what a client of the original puts
 * there when the order id is in the body instead (API-NOTES.md), so it names no order.
 */
const pathOid = z.preprocess(blankToUndefined, orderOidSchema.optional());

/** Spec §7 `payment-success` and the ConnectIPS return URL registered with NCHL. */
export async function paymentSuccessRoutes(parent: FastifyInstance, deps: AppDeps) {
  const { config, database } = deps;
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/payment-success/:order_oid/',
    {
      // Guests pay too; the provider, never the browser, says whether money moved.
      config: { auth: 'public', orderAccess: 'buyer' },
      schema: {
        tags: ['payments'],
        summary:
          'Place a cash-on-delivery order, or verify with the provider what became of a payment (success, info, warning, error)',
        description:
          'Clients of the original post to `payment-success/undefined/` with `order_oid` in the body: the body names the order then.',
        params: z.object({ order_oid: pathOid }),
        body: paymentSuccessInputSchema.optional(),
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => {
      const input = request.body ?? paymentSuccessInputSchema.parse({});
      const oid = request.params.order_oid ?? input.order_oid;
      if (oid === undefined) throw notFound(ORDER_NOT_FOUND);
      return paymentSuccess(checkoutDeps(deps, request.log), oid, input);
    },
  );

  app.get(
    '/connectips/return/',
    {
      // NCHL sends the shopper here; TXNID proves nothing, payment-success validates it.
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'ConnectIPS success and failure return: redirects to the payment-success page',
        querystring: z.object({
          TXNID: z.string().trim().min(1).max(50),
          failed: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { TXNID, failed } = request.query;
      const found = await findAttemptByRef(database.db, 'connectips', TXNID);
      if (!found) throw notFound('Payment not found.');
      const query = new URLSearchParams({ txn_id: TXNID });
      if (failed !== undefined && failed !== '0') query.set('cancelled', '1');
      return reply.redirect(`${config.publicUrl}/payment-success/${found.oid}/?${query}`, 302);
    },
  );
}
