import {
  cartIdSchema,
  type PageQuery,
  pageQuerySchema,
  WISHLIST_MESSAGES,
  wishlistEntrySchema,
  wishlistToggleInputSchema,
  wishlistToggleSchema,
} from '@pasal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { type AuthPolicy, bodyUserId, bearerSecurity as security } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { requestOrigin, sendPage, toLimitOffset } from '../../lib/http.ts';
import { recordId } from '../../lib/params.ts';
import { type Owner, ownerOf } from '../cart/owner.ts';
import { serializeProductCard } from '../catalog/catalog.serializers.ts';
import { listWishlist, toggleWishlist, wishlistProductIds } from './wishlist.service.ts';

const tags = ['wishlist'];
const userParams = z.object({ user_id: recordId });
const guestParams = z.object({ cart_id: cartIdSchema });
const mine: AuthPolicy = { auth: 'user', owns: ['user_id'] };
const listResponse = { 200: z.array(wishlistEntrySchema) };
const idsResponse = { 200: z.object({ product_ids: z.array(z.number().int()) }) };
const toggleResponse = { 200: wishlistToggleSchema, 201: wishlistToggleSchema };

/**
 * Spec §7 wishlist: the heart toggles, the list. A guest's wishlist lives under the cart id,
 * which (as for `cart-list`) is the guest's own capability; a user's under `user_id`.
 */
export async function wishlistRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  async function toggle(reply: FastifyReply, owner: Owner, productId: number) {
    const added = await toggleWishlist(db, owner, productId);
    reply.status(added ? 201 : 200);
    return { message: added ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed, in_wishlist: added };
  }

  /** A page of entries as cards; the total in X-Total-Count. */
  async function list(request: FastifyRequest, reply: FastifyReply, owner: Owner, page: PageQuery) {
    const origin = requestOrigin(request);
    return sendPage(reply, await listWishlist(db, owner, toLimitOffset(page)), (row) => ({
      id: row.entryId,
      product: serializeProductCard(origin, row),
      date: row.addedAt.toISOString(),
    }));
  }

  app.post(
    '/customer/wishlist/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Toggle a product on a guest's wishlist (cart_id); a user_id sent must be the caller's",
        body: wishlistToggleInputSchema,
        response: toggleResponse,
      },
    },
    async (request, reply) => {
      const { product_id, user_id, cart_id } = request.body;
      const userId = bodyUserId(request, user_id);
      if (userId === null && cart_id === undefined) {
        throw new AppError('bad_request', 'Invalid input.', { cart_id: ['This field is required.'] });
      }
      return toggle(reply, ownerOf(userId, cart_id ?? ''), product_id);
    },
  );

  app.post(
    '/customer/wishlist/:user_id/',
    {
      config: mine,
      schema: {
        tags,
        summary: "Toggle a product on the caller's wishlist",
        security,
        params: userParams,
        body: wishlistToggleInputSchema,
        response: toggleResponse,
      },
    },
    async (request, reply) => {
      bodyUserId(request, request.body.user_id);
      return toggle(reply, { userId: request.params.user_id }, request.body.product_id);
    },
  );

  app.get(
    '/customer/wishlist/:user_id/',
    {
      config: mine,
      schema: {
        tags,
        summary: "The caller's wishlist, newest first (paginated; total in X-Total-Count)",
        security,
        params: userParams,
        querystring: pageQuerySchema,
        response: listResponse,
      },
    },
    async (request, reply) => list(request, reply, { userId: request.params.user_id }, request.query),
  );

  app.get(
    '/customer/wishlist/guest/:cart_id/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A guest's wishlist by cart id, newest first (paginated; total in X-Total-Count)",
        params: guestParams,
        querystring: pageQuerySchema,
        response: listResponse,
      },
    },
    async (request, reply) =>
      list(request, reply, { userId: null, cartId: request.params.cart_id }, request.query),
  );

  app.get(
    '/customer/wishlist/:user_id/ids/',
    {
      config: mine,
      schema: {
        tags,
        summary: "Product ids on the caller's wishlist (for hearts)",
        security,
        params: userParams,
        response: idsResponse,
      },
    },
    async (request) => ({ product_ids: await wishlistProductIds(db, { userId: request.params.user_id }) }),
  );

  app.get(
    '/customer/wishlist/guest/:cart_id/ids/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Product ids on a guest's wishlist (for hearts)",
        params: guestParams,
        response: idsResponse,
      },
    },
    async (request) => ({
      product_ids: await wishlistProductIds(db, { userId: null, cartId: request.params.cart_id }),
    }),
  );
}
