import { couponInputSchema, couponResultSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { applyCoupon } from './apply-coupon.service.ts';

/** Spec §7 `v1/coupon/`: apply a vendor's coupon to an order before it is paid. */
export async function couponRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/coupon/',
    {
      // Open like checkout: a guest's random oid is its key; a customer's order is theirs alone.
      config: { auth: 'public', orderAccess: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: "Apply a coupon to its vendor's lines of an order (status success, warning or error)",
        body: couponInputSchema,
        response: { 200: couponResultSchema },
      },
    },
    async (request) =>
      applyCoupon(database.db, request.body.order_oid, request.body.coupon_code, config.unpaidOrderMinutes),
  );
}
