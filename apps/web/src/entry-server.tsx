/**
 * The server's renderer of the public pages (home, product, search, shop) for visitors without a
 * session: the same components and routes as the browser, their data fetched first and sent
 * with the HTML so the browser hydrates without asking again. Built by Vite's SSR build into
 * `dist/ssr/entry-server.js` (vite.config.ts) and loaded by the server (modules/seo/page-render.ts).
 */
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { setApiTransport } from './api/http.ts';
import { createQueryClient } from './api/query-client.ts';
import { AppProviders } from './app/app.tsx';
import { type LcpImage, preparePublicPage } from './app/public-pages.ts';
import { routes } from './app/router.tsx';

/** What the browser picks up to hydrate (main.tsx reads it back). */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

export interface RenderedPage {
  /** The inside of `#root`. */
  html: string;
  state: ServerState;
  lcpImage: LcpImage | null;
}

/*
 * The routes' loaders only start fetches in the browser's query cache; here the page's data is
 * fetched before rendering instead, into a cache of its own per request. Each loader answers null,
 * as in the browser, so the hydration data has the same entries.
 */
function withoutPrefetch(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    ...(route.loader ? { loader: () => null } : {}),
    ...(route.children ? { children: withoutPrefetch(route.children) } : {}),
  })) as RouteObject[];
}

const handler = createStaticHandler(withoutPrefetch(routes));

/**
 * Renders the page at `url` (path and query) with the API answered by `api`, or null when it is
 * not a public page or would not render as one (a redirect, an error): the browser renders those.
 */
export async function renderPage(url: string, api: typeof fetch): Promise<RenderedPage | null> {
  setApiTransport(api);
  const address = new URL(url, 'http://pasal.invalid');
  const client = createQueryClient();
  const page = await preparePublicPage(routes, address, client);
  if (!page) return null;

  const context = await handler.query(new Request(address));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return {
    html,
    state: {
      queries: dehydrate(client),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    },
    lcpImage: page.lcpImage,
  };
}
