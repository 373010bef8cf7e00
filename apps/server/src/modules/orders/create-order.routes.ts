import { createOrderInputSchema, createOrderResultSchema, ORDER_CREATED_MESSAGE } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { bodyUserId } from '../../lib/auth.ts';
import { ownerOf } from '../cart/owner.ts';
import { createOrderFromCart } from './create-order.service.ts';

/** Spec §7 `v1/create-order/`: the cart and shipping details become a pending order. */
export async function createOrderRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/create-order/',
    {
      // Guests check out too; a user_id sent must come with that user's token.
      config: { auth: 'public' },
      schema: {
        tags: ['orders'],
        summary: "Create a pending order from the caller's cart, priced by the server",
        body: createOrderInputSchema,
        response: { 201: createOrderResultSchema },
      },
    },
    async (request, reply) => {
      const { cart_id, user_id, ...shipping } = request.body;
      const oid = await createOrderFromCart(database.db, {
        owner: ownerOf(bodyUserId(request, user_id), cart_id),
        cartId: cart_id,
        shipping,
        serviceFeePercent: config.serviceFeePercent,
        unpaidOrderMinutes: config.unpaidOrderMinutes,
      });
      reply.status(201);
      return { message: ORDER_CREATED_MESSAGE, order_oid: oid };
    },
  );
}
