import { orderOidSchema, orderSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requestOrigin } from '../../lib/http.ts';
import { serializeOrder } from './order.serializer.ts';
import { loadOrderDetail } from './order-detail.service.ts';

/** Spec §7 `v1/checkout/{order_oid}/`: the order being paid. */
export async function checkoutRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/checkout/:order_oid/',
    {
      // Open like the spec's checkout page: a guest's random oid is its key; a customer's order
      // is theirs alone.
      config: { auth: 'public', orderAccess: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: 'An order with its items (product, vendor, coupons) and vendors',
        params: z.object({ order_oid: orderOidSchema }),
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      serializeOrder(
        requestOrigin(request),
        await loadOrderDetail(database.db, request.params.order_oid),
        config.unpaidOrderMinutes,
      ),
  );
}
