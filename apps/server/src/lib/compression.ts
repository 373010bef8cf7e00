import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses every text answer made per request (JSON, pages with their head tags, sitemaps,
 * CSV) with Brotli or gzip, as the client accepts. Quality 4 rather than Brotli's default 11:
 * for bodies made on each request it compresses nearly as well at a small fraction of the CPU.
 * Built files go out pre-compressed (static.ts); pictures are compressed formats already, and
 * answers that already carry a Content-Encoding are left alone.
 */
export function registerCompression(app: FastifyInstance) {
  return app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
