import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@pasal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The picture a rendered page preloads (its likely largest paint), as its `<img>` asks for it. */
export interface PreloadImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A public page rendered by the web app's server renderer (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The inside of the app's root element. */
  html: string;
  /** The query cache and router data the browser hydrates from, as JSON-serialisable values. */
  state: unknown;
  lcpImage: PreloadImage | null;
}

/** Where the web build puts its server renderer (apps/web/build/ssr-bundle.ts). */
const RENDERER = path.join('ssr', 'entry-server.js');

interface RendererModule {
  renderPage(url: string, api: typeof fetch): Promise<RenderedPage | null>;
}

/** The addressing headers the API builds absolute picture URLs from (lib/http.ts). */
const ADDRESSING = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * The app's API calls answered in process (no socket, the same routes and rules), addressed as
 * the page's request was, so the pictures' URLs are the ones the browser would be given.
 */
function inProcessFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const addressing = Object.fromEntries(
    ADDRESSING.flatMap((name) => {
      const value = page.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://pasal.invalid');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...addressing },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:${ACCESS_COOKIE}|${REFRESH_COOKIE})=`);

/**
 * Renders public pages (home, product, search, shop) on the server when the web build has its
 * renderer; a visitor with a session gets the plain shell (the browser renders their own header,
 * cart and wishlist). Null without a renderer (a build without it, or none): pages are the shell.
 * A page that fails to render is logged and sent as the shell, never a 500.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string) {
  const file = path.join(webDist, RENDERER);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  return async (request: FastifyRequest): Promise<RenderedPage | null> => {
    if (SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    try {
      return await renderer.renderPage(request.url, inProcessFetch(app, request));
    } catch (error) {
      request.log.error({ err: error }, 'page render failed; sending the shell');
      return null;
    }
  };
}
