import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The paths other sites' pages may reach: the API (both mounts) and the pictures. */
const SHARED_PATHS = /^\/(api|media)(\/|\?|$)/;
const METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** Content-Type for JSON bodies and Authorization for the bearer token: all a client sends. */
const HEADERS = 'Authorization, Content-Type';
/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin access for the sites `CORS_ORIGINS` lists (API-NOTES.md: clients of the original
 * are often served from a CDN or a dev server). Each listed origin is echoed back with
 * credentials allowed; any other origin gets no CORS headers, so its browser refuses the answer.
 * Written here rather than taken from @fastify/cors: an exact list is all Pasal needs, and these
 * few lines keep one more dependency (and its option surface) out of the server.
 */
export const corsPlugin = fp<{ origins: string[] }>(async (app: FastifyInstance, { origins }) => {
  if (origins.length === 0) return;
  const allowed = new Set(origins);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SHARED_PATHS.test(request.url)) return;
    // Answers differ by Origin, so shared caches must keep them apart (pictures are cached for days).
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const permitted = origin !== undefined && allowed.has(origin);
    if (permitted) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!preflight) return;
    if (permitted) {
      reply.header('access-control-allow-methods', METHODS);
      reply.header('access-control-allow-headers', HEADERS);
      reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    // A refused origin gets the same empty answer without the headers: its browser stops there.
    return reply.code(204).send();
  });
});
