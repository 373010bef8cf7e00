import { FOLLOW_MESSAGES, followStateSchema, followToggleSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../lib/auth.ts';
import { followState, toggleFollow } from './follows.service.ts';

const params = z.object({ slug: z.string().min(1).max(200) });
const tags = ['shop'];

/** The shop's Follow button (PRODUCT.md: buttons that did nothing now work). */
export async function followRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/shop-follow/:slug/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A shop's follower count and whether the caller follows it (false when signed out)",
        params,
        response: { 200: followStateSchema },
      },
    },
    async (request) => followState(db, request.params.slug, request.user?.user_id ?? null),
  );

  app.post(
    '/shop-follow/:slug/',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Follow a shop (201) or stop following it (200)',
        security: [{ bearer: [] }],
        params,
        response: { 200: followToggleSchema, 201: followToggleSchema },
      },
    },
    async (request, reply) => {
      const state = await toggleFollow(db, request.params.slug, requireUser(request).user_id);
      reply.status(state.following ? 201 : 200);
      return { ...state, message: state.following ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed };
    },
  );
}
