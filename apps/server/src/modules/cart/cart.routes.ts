import { cartIdSchema, cartLineSchema, paisaToDecimal } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requestOrigin } from '../../lib/http.ts';
import { mediaUrl } from '../media/image-variants.ts';
import { listCartLines } from './cart.service.ts';
import { cartUnitPrice } from './cart-pricing.service.ts';
import { ownerOf } from './owner.ts';

const userIdParam = z.coerce.number().int().positive().max(2_147_483_647);

export async function cartRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  async function cartList(origin: string, cartId: string, userId: number | null) {
    const lines = await listCartLines(db, ownerOf(userId, cartId));
    return lines.map((line) => {
      const { item, product, vendor } = line;
      const unit = cartUnitPrice(line);
      return {
        id: item.id,
        product: {
          id: product.id,
          title: product.title,
          slug: product.slug,
          image: mediaUrl(origin, product.image, 'thumb'),
          price: paisaToDecimal(product.price),
          shipping_amount: paisaToDecimal(product.shippingAmount),
          vendor: { id: vendor.id, name: vendor.name, slug: vendor.slug },
        },
        qty: item.qty,
        size: item.size,
        color: item.color,
        price: paisaToDecimal(unit),
        sub_total: paisaToDecimal(unit * item.qty),
        cart_id: item.cartId,
      };
    });
  }

  const response = { 200: z.array(cartLineSchema) };
  app.get(
    '/cart-list/:cart_id/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['cart'],
        summary: "A guest's cart lines",
        params: z.object({ cart_id: cartIdSchema }),
        response,
      },
    },
    async (request) => cartList(requestOrigin(request), request.params.cart_id, null),
  );
  app.get(
    '/cart-list/:cart_id/:user_id/',
    {
      config: { auth: 'user', owns: ['user_id'] },
      schema: {
        tags: ['cart'],
        summary: "A signed-in shopper's cart lines",
        security: [{ bearer: [] }],
        params: z.object({ cart_id: cartIdSchema, user_id: userIdParam }),
        response,
      },
    },
    async (request) => cartList(requestOrigin(request), request.params.cart_id, request.params.user_id),
  );
}
