import {
  type ShopProductCard,
  shopProductCardSchema,
  shopProductsQuerySchema,
  shopSchema,
  shopSlugParamsSchema,
  shopSummarySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requestOrigin, sendPage } from '../../lib/http.ts';
import { serializeProductCard } from '../catalog/catalog.serializers.ts';
import type { ProductCardRow } from '../catalog/catalog.service.ts';
import { findShop, openShop, serializeShop } from './shop.service.ts';
import { listShopProducts } from './shop-products.service.ts';
import { shopSummary } from './shop-summary.service.ts';

const publicRoute = { auth: 'public' } as const;
const tags = ['shop'];
const params = shopSlugParamsSchema;

/** The shop's card: the storefront's, with the description its list view shows. */
const shopCard = (origin: string, row: ProductCardRow): ShopProductCard => ({
  ...serializeProductCard(origin, row),
  description: row.product.description,
});

/** The public shop page (spec §2, PRODUCT.md: open to everyone). A closed or unknown shop is 404. */
export async function shopRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/shop/:slug/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'An open shop: name, image, description, mobile, e-mail, date',
        params,
        response: { 200: shopSchema },
      },
    },
    async (request) =>
      serializeShop(requestOrigin(request), await findShop(db, openShop(request.params.slug))),
  );

  app.get(
    '/vendor-products/:slug/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          "An open shop's published products, filtered and sorted on the server (12 a page; total in X-Total-Count)",
        params,
        querystring: shopProductsQuerySchema,
        response: { 200: z.array(shopProductCardSchema) },
      },
    },
    async (request, reply) => {
      const { vendor } = await findShop(db, openShop(request.params.slug));
      const page = await listShopProducts(db, vendor.id, request.query);
      const origin = requestOrigin(request);
      return sendPage(reply, page, (row) => shopCard(origin, row));
    },
  );

  app.get(
    '/shop-summary/:slug/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          "An open shop's catalogue at a glance: products, per-category counts, average, lowest and highest price, member since",
        params,
        response: { 200: shopSummarySchema },
      },
    },
    async (request) => {
      const shop = await findShop(db, openShop(request.params.slug));
      return shopSummary(db, requestOrigin(request), shop);
    },
  );
}
