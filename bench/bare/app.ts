/**
 * The bare server: Fastify with no plugins, schemas or logger, answering the benchmarked URLs
 * with the same JSON as Pasal from the same statements (catalogue-sql.ts, search-sql.ts,
 * cart-sql.ts) on node-postgres pools. What Pasal adds on top (zod validation and serialisation,
 * Drizzle, auth, security headers, compression, logging) is what bench:compare measures.
 */
import Fastify, { type FastifyRequest } from 'fastify';
import { lineRequest, saveGuestLine } from './cart.ts';
import { categoriesSql, countForSaleSql, newestForSaleSql, productPageBySlugSql } from './catalogue-sql.ts';
import type { BareDatabase } from './database.ts';
import { pageOf, type Query, searchOf } from './query.ts';
import { Refusal, refuse } from './refusal.ts';
import { search } from './search.ts';
import { type CategoryRow, card, category, productPage } from './serialize.ts';
import { cachedTotal } from './total-cache.ts';

const CART_MESSAGES = { created: 'Cart Created Successfully', updated: 'Cart Updated Successfully' } as const;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function buildBareApp(db: BareDatabase) {
  const app = Fastify({ logger: false });

  app.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
    if (error instanceof Refusal) return reply.status(error.status).send(error.body);
    // Search's statement timeout, answered as Pasal answers it.
    if (error.code === '57014')
      return reply.status(503).send({ detail: 'This took too long. Please try again in a moment.' });
    return reply.status(500).send({ detail: 'Something went wrong.' });
  });

  app.get('/api/v1/category/', async (request) => {
    const rows = await db.rows<CategoryRow>(categoriesSql());
    return rows.map((c) => category(originOf(request), c));
  });

  app.get('/api/v1/products/', async (request, reply) => {
    const q = request.query as Query;
    if (q.order !== undefined && q.order !== 'newest')
      throw refuse(400, 'Only the newest order is benchmarked.');
    const { limit, offset } = pageOf(q);
    const [total, rows] = await Promise.all([
      cachedTotal('for sale', async () =>
        Number((await db.rows<{ count: string }>(countForSaleSql()))[0]?.count),
      ),
      db.arrays(newestForSaleSql(limit, offset)),
    ]);
    reply.header('x-total-count', String(total));
    return rows.map((row) => card(originOf(request), row));
  });

  app.get('/api/v1/products/:slug/', async (request) => {
    const { slug } = request.params as { slug: string };
    const [row] = await db.arrays(productPageBySlugSql(slug));
    if (!row) throw refuse(404, 'Product not found.');
    return productPage(originOf(request), row);
  });

  app.get('/api/v1/search/', async (request, reply) => {
    const q = request.query as Query;
    const page = await search(db.search, originOf(request), searchOf(q), pageOf(q));
    reply.header('x-total-count', String(page.total));
    if (page.more) reply.header('x-total-count-exact', 'false');
    return page.cards;
  });

  app.post('/api/v1/cart-view/', async (request, reply) => {
    const outcome = await saveGuestLine(db, lineRequest((request.body ?? {}) as Record<string, unknown>));
    reply.status(outcome === 'created' ? 201 : 200);
    return { message: CART_MESSAGES[outcome] };
  });

  return app;
}
