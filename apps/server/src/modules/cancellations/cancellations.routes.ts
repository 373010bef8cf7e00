import {
  CANCEL_MESSAGES,
  type CancelOrderResult,
  cancelOrderParamsSchema,
  cancelOrderPartParamsSchema,
  cancelOrderResultSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { type AuthPolicy, bearerSecurity as security } from '../../lib/auth.ts';
import { type CancelOutcome, cancelOrderPart, cancelWholeOrder, customersOrder } from './cancel-order.ts';

const tags = ['customer'];
/** The caller's own account, and (checked in the handler) an order of theirs. */
const mine: AuthPolicy = { auth: 'user', owns: ['user_id'] };

function answer({ kind, orderCancelled }: CancelOutcome): CancelOrderResult {
  if (kind === 'unchanged') return { status: 'unchanged', message: CANCEL_MESSAGES.alreadyCancelled };
  return {
    status: 'cancelled',
    message: orderCancelled ? CANCEL_MESSAGES.orderCancelled : CANCEL_MESSAGES.partCancelled,
  };
}

/** PRODUCT.md "A customer may cancel what has not shipped": the whole order, or one shop's part. */
export async function cancellationRoutes(parent: FastifyInstance, { database, config }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const response = { 200: cancelOrderResultSchema };

  app.post(
    '/customer/order/cancel/:user_id/:order_oid/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary:
          "Cancels every part of the caller's order that has not shipped (409 when all have; repeating changes nothing)",
        params: cancelOrderParamsSchema,
        response,
      },
    },
    async (request) => {
      const { user_id, order_oid } = request.params;
      const order = await customersOrder(db, user_id, order_oid);
      const deps = { db, publicUrl: config.publicUrl, log: request.log };
      return answer(await cancelWholeOrder(deps, { orderId: order.id }));
    },
  );

  app.post(
    '/customer/order/cancel/:user_id/:order_oid/:vendor_id/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary:
          "Cancels one shop's part of the caller's order before it ships (409 once shipped; repeating changes nothing)",
        params: cancelOrderPartParamsSchema,
        response,
      },
    },
    async (request) => {
      const { user_id, order_oid, vendor_id } = request.params;
      const order = await customersOrder(db, user_id, order_oid);
      const deps = { db, publicUrl: config.publicUrl, log: request.log };
      return answer(await cancelOrderPart(deps, { orderId: order.id, vendorId: vendor_id, by: 'customer' }));
    },
  );
}
