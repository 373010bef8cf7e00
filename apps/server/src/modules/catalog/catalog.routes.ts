import {
  categorySchema,
  pageQuerySchema,
  productCardSchema,
  productDetailSchema,
  productListQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { requestOrigin, toLimitOffset } from '../../lib/http.ts';
import { sendWritten } from '../../lib/written-answers.ts';
import { sendCardPage, serializeCategory, serializeProductDetail } from './catalog.serializers.ts';
import { type CategoryRow, listCategories, listFeaturedProducts, listProducts } from './catalog.service.ts';
import { createProductPageCache } from './product-page-cache.ts';

const publicRoute = { auth: 'public' } as const;
const tags = ['catalogue'];

export async function catalogRoutes(
  parent: FastifyInstance,
  { database, config, catalogueChanges }: AppDeps,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const categories = rememberedCategories(db, config.categoryCacheMs);
  const productPage = createProductPageCache(config.productPageCache ? catalogueChanges : undefined);

  // `v1/category/` and `category/` are one call: the full record satisfies both shapes.
  app.get(
    '/category/',
    {
      config: publicRoute,
      schema: { tags, summary: 'Categories in display order', response: { 200: z.array(categorySchema) } },
    },
    async (request) => {
      const origin = requestOrigin(request);
      return (await categories()).map((c) => serializeCategory(origin, c));
    },
  );

  app.get(
    '/products/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'Published products, newest first or (order=random&seed=N) in a stable random order (paginated; total in X-Total-Count)',
        querystring: productListQuerySchema,
        response: { 200: z.array(productCardSchema) },
      },
    },
    async (request, reply) => {
      return sendCardPage(
        request,
        reply,
        await listProducts(db, toLimitOffset(request.query), request.query),
      );
    },
  );

  app.get(
    '/featured-products/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Featured products, newest first (paginated)',
        querystring: pageQuerySchema,
        response: { 200: z.array(productCardSchema) },
      },
    },
    async (request, reply) => {
      return sendCardPage(request, reply, await listFeaturedProducts(db, toLimitOffset(request.query)));
    },
  );

  app.get(
    '/products/:slug/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'One product with sizes, colours, specifications and gallery',
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: productDetailSchema },
      },
    },
    async (request, reply) => {
      const page = await productPage(db, request.params.slug);
      return sendWritten(request, reply, page.written, (origin) => serializeProductDetail(origin, page.row));
    },
  );
}

/**
 * The active categories, read once per `ttlMs` (decision 0026) by whichever request comes first,
 * while the others asking meanwhile wait for that read; a `ttlMs` of 0 reads them every time.
 */
function rememberedCategories(db: Db, ttlMs: number) {
  if (ttlMs <= 0) return () => listCategories(db);
  const kept = new LRUCache<'active', CategoryRow[]>({
    max: 1,
    ttl: ttlMs,
    fetchMethod: () => listCategories(db),
  });
  return () => kept.forceFetch('active');
}
