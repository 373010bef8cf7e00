import { cartIdSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { bodyUserId } from '../../lib/auth.ts';
import { mergeGuestIntoUser } from './guest-merge.ts';

/** Spec §7 `customer/wishlist/merge/`: called after sign-in; the user named must be the caller. */
export async function guestMergeRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/customer/wishlist/merge/',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Move the guest cart and wishlist of cart_id to the signed-in user',
        security: [{ bearer: [] }],
        body: z.object({
          user_id: z.coerce.number().int().positive().max(2_147_483_647),
          cart_id: cartIdSchema,
        }),
        response: {
          200: z.object({ message: z.string(), cart: z.number().int(), wishlist: z.number().int() }),
        },
      },
    },
    async (request) => {
      bodyUserId(request, request.body.user_id);
      const moved = await mergeGuestIntoUser(database.db, request.body.cart_id, request.body.user_id);
      return { message: 'Merged', ...moved };
    },
  );
}
