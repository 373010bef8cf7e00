import {
  cartDetailQuerySchema,
  cartIdSchema,
  cartSummarySchema,
  messageSchema,
  paisaToRupees,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../lib/errors.ts';
import { recordId } from '../../lib/params.ts';
import { deleteCartLine, listCartLines } from './cart.service.ts';
import { priceCartLines } from './cart-pricing.service.ts';
import { ownerOf } from './owner.ts';

export const CART_ITEM_REMOVED = 'Item removed successfully';

/** Spec §7 `cart-detail` (the cart's totals, priced by the server) and `cart-delete`. */
export async function cartDetailRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  async function cartDetail(cartId: string, userId: number | null, country: string | undefined) {
    const rows = await listCartLines(db, ownerOf(userId, cartId));
    const { totals } = await priceCartLines(db, rows, {
      serviceFeePercent: config.serviceFeePercent,
      ...(country ? { country } : {}),
    });
    return {
      sub_total: paisaToRupees(totals.subTotal),
      shipping: paisaToRupees(totals.shipping),
      tax: paisaToRupees(totals.tax),
      service_fee: paisaToRupees(totals.serviceFee),
      total: paisaToRupees(totals.total),
    };
  }

  async function cartDelete(cartId: string, itemId: number, userId: number | null) {
    if (!(await deleteCartLine(db, ownerOf(userId, cartId), itemId))) throw notFound('Cart item not found.');
    return { message: CART_ITEM_REMOVED };
  }

  const summary = {
    tags: ['cart'],
    summary: 'Cart totals: subtotal, shipping, tax (destination VAT), service fee, total',
    querystring: cartDetailQuerySchema,
    response: { 200: cartSummarySchema },
  };
  app.get(
    '/cart-detail/:cart_id/',
    { config: { auth: 'public' }, schema: { ...summary, params: z.object({ cart_id: cartIdSchema }) } },
    async (request) => cartDetail(request.params.cart_id, null, request.query.country),
  );
  app.get(
    '/cart-detail/:cart_id/:user_id/',
    {
      config: { auth: 'user', owns: ['user_id'] },
      schema: {
        ...summary,
        security: [{ bearer: [] }],
        params: z.object({ cart_id: cartIdSchema, user_id: recordId }),
      },
    },
    async (request) => cartDetail(request.params.cart_id, request.params.user_id, request.query.country),
  );

  const removal = {
    tags: ['cart'],
    summary: "Remove one of the caller's cart lines (someone else's line id is 404)",
    response: { 200: messageSchema },
  };
  app.delete(
    '/cart-delete/:cart_id/:item_id/',
    {
      config: { auth: 'public' },
      schema: { ...removal, params: z.object({ cart_id: cartIdSchema, item_id: recordId }) },
    },
    async (request) => cartDelete(request.params.cart_id, request.params.item_id, null),
  );
  app.delete(
    '/cart-delete/:cart_id/:item_id/:user_id/',
    {
      config: { auth: 'user', owns: ['user_id'] },
      schema: {
        ...removal,
        security: [{ bearer: [] }],
        params: z.object({ cart_id: cartIdSchema, item_id: recordId, user_id: recordId }),
      },
    },
    async (request) => cartDelete(request.params.cart_id, request.params.item_id, request.params.user_id),
  );
}
