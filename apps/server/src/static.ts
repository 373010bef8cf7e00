import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { errorBody } from './lib/errors.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded and generated media, the built web app, and the app's index.html for
 * every other page path (client-side routing). Unknown /api paths stay JSON 404s.
 */
export async function registerStatic(app: FastifyInstance, config: Config) {
  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexPath = path.join(config.webDist, 'index.html');
  // Read once: the build is fixed for the life of the process, and it is a few hundred bytes.
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const hasWeb = indexHtml !== null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: ['index.html'], // `/` itself; deeper page paths fall through to the handler below
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !/^\/(api|media|assets)(\/|$)/.test(url) && !path.extname(url);
    if (hasWeb && isPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(errorBody('Not found.'));
  });
}
