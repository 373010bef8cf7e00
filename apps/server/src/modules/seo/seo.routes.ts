import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listCategories } from '../catalog/catalog.service.ts';
import { robotsTxt } from './robots.ts';
import { type SitemapKind, sitemapPageCounts, sitemapProducts, sitemapShops } from './sitemap.service.ts';
import { type SitemapEntry, sitemapIndex, urlset } from './sitemap-xml.ts';

/** The storefront's open pages that are the same for everyone (apps/web router). */
const STATIC_PAGES = ['/', '/search/', '/help/', '/contact/', '/terms/', '/privacy/', '/shipping-policy/'];

/** Crawlers come back for these often; an hour old is fresh enough and spares the database. */
const CACHE = 'public, max-age=3600';

const pageParams = z.object({ page: z.coerce.number().int().min(1).max(1_000_000) });

function sendXml(reply: FastifyReply, xml: string) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
}

/** /robots.txt and the sitemaps: outside /api, at the addresses crawlers look for. */
export async function seoRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const base = config.publicUrl;
  const options = { config: { auth: 'public' as const }, schema: { hide: true } };

  app.get('/robots.txt', options, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', options, async (_request, reply) => {
    const counts = await sitemapPageCounts(db);
    const files = (kind: SitemapKind) =>
      Array.from({ length: counts[kind] }, (_, i) => ({ loc: `${base}/sitemap-${kind}-${i + 1}.xml` }));
    return sendXml(
      reply,
      sitemapIndex([{ loc: `${base}/sitemap-pages.xml` }, ...files('products'), ...files('shops')]),
    );
  });

  app.get('/sitemap-pages.xml', options, async (_request, reply) => {
    const categories = await listCategories(db);
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES.map((page) => ({ loc: base + page })),
      ...categories.map((c) => ({ loc: `${base}/search/?category=${c.id}` })),
    ];
    return sendXml(reply, urlset(entries));
  });

  /** One file of a kind: 404 past the last one (the index never lists it). */
  const filePage = (
    kind: SitemapKind,
    list: (db: Db, page: number) => PromiseLike<{ slug: string; updatedAt: Date }[]>,
    path: (slug: string) => string,
  ) =>
    app.get(
      `/sitemap-${kind}-:page(^\\d+).xml`,
      { ...options, schema: { hide: true, params: pageParams } },
      async (request, reply) => {
        const { page } = request.params;
        const counts = await sitemapPageCounts(db);
        if (page > counts[kind]) throw notFound('No such sitemap.');
        const rows = await list(db, page);
        return sendXml(
          reply,
          urlset(rows.map((r) => ({ loc: base + path(encodeURIComponent(r.slug)), lastmod: r.updatedAt }))),
        );
      },
    );
  filePage('products', sitemapProducts, (slug) => `/detail/${slug}/`);
  filePage('shops', sitemapShops, (slug) => `/vendor/${slug}/`);
}
