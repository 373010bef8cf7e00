import { CART_MESSAGES, cartViewInputSchema, messageSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { bodyUserId } from '../../lib/auth.ts';
import { saveCartLine } from './cart-view.service.ts';
import { ownerOf } from './owner.ts';

/** Spec §7 `v1/cart-view/`: add a product to the cart, or set the quantity of its line. */
export async function cartViewRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/cart-view/',
    {
      // Guests call it too; a user_id sent must come with that user's token.
      config: { auth: 'public' },
      schema: {
        tags: ['cart'],
        summary:
          'Add to cart (201) or set the quantity of an existing line (200); price and shipping_amount are ignored',
        body: cartViewInputSchema,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { product_id, user_id, cart_id, qty, size, color, country } = request.body;
      const owner = ownerOf(bodyUserId(request, user_id), cart_id);
      const outcome = await saveCartLine(database.db, {
        owner,
        cartId: cart_id,
        productId: product_id,
        qty,
        size,
        color,
        country,
      });
      reply.status(outcome === 'created' ? 201 : 200);
      return { message: CART_MESSAGES[outcome] };
    },
  );
}
