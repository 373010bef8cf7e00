import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { errorBody } from './lib/errors.ts';
import { renderHead, renderPreload } from './modules/seo/page-head.ts';
import { pagePreview } from './modules/seo/page-meta.ts';
import { loadPageRenderer } from './modules/seo/page-render.ts';
import { pageShell } from './modules/seo/page-shell.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded and generated media, the built web app, and the app's index.html for
 * every other page path (client-side routing), with the page's own title and preview tags
 * (modules/seo), and public pages rendered on the server when the build has its renderer.
 * Unknown /api paths stay JSON 404s.
 */
export async function registerStatic(app: FastifyInstance, config: Config, db: Db) {
  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    // Pages of the CORS_ORIGINS sites show these pictures; helmet's same-origin would block them.
    ...(config.corsOrigins.length > 0
      ? { setHeaders: (res) => res.header('cross-origin-resource-policy', 'cross-origin') }
      : {}),
  });

  const indexPath = path.join(config.webDist, 'index.html');
  // Read once: the build is fixed for the life of the process, and it is a few hundred bytes.
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const hasWeb = indexHtml !== null;
  const withHead = pageShell(indexHtml ?? '', {
    bootScript: existsSync(path.join(config.webDist, 'boot.js')),
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      // `/` is the home page's own route below, which gives it its tags.
      index: false,
      // The server renderer (WEB_DIST/ssr/) is loaded from disk, not sent.
      allowedPath: (pathName) => !/^\/ssr(\/|$)/.test(pathName),
      // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const renderPage = hasWeb ? await loadPageRenderer(app, config.webDist) : null;

  /**
   * A page of the app: the shell, with that page's own title and preview tags when it has them,
   * and its body when it is a public page the server renders.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const { meta, status } = await pagePreview(db, config.publicUrl, request.url);
    const page = meta && renderPage ? await renderPage(request) : null;
    const head =
      meta && [renderHead(meta), ...(page?.lcpImage ? [renderPreload(page.lcpImage)] : [])].join('\n    ');
    // A page rendered for guests is the shell for a visitor with a session: caches must tell them apart.
    if (meta && renderPage) reply.header('vary', 'Cookie');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(head ? withHead(head, page) : indexHtml);
  }
  if (hasWeb) app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      !/^\/(api|media|assets)(\/|$)/.test(url) &&
      !path.extname(url);
    if (hasWeb && isPage) return sendPage(request, reply);
    return reply.status(404).send(errorBody('Not found.'));
  });
}
