import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

/** Every module's HTTP routes, mounted once per API prefix. */
export async function apiRoutes(app: FastifyInstance, { config, database, tokens }: AppDeps) {
  // Only the dependencies travel on: a `prefix` in child options would be applied twice.
  const deps: AppDeps = { config, database, tokens };
  await app.register(healthRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(cartRoutes, deps);
}
