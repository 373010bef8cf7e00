import type { FastifyInstance, FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { SessionCheck } from '../modules/accounts/session-check.ts';
import { AppError, fieldErrorsOf } from './errors.ts';
import type { TokenService, VerifiedToken } from './tokens.ts';

/**
 * Who may call a route. Every route declares one in `config.auth`; the app refuses to start
 * with a route that does not (see `onRoute` below), so new routes cannot forget.
 * - `public`: anyone; a valid token, when sent, is still read (`request.user`).
 * - `user`: a signed-in user. `vendor`: a signed-in user who owns a shop.
 * `owns` names path params that must equal the caller's own claim of the same name
 * (`user_id`, `vendor_id`): someone else's id gets 403.
 *
 * Order of checks: the token (401) on request; then the path params are validated and normalised
 * by the route's own zod schema, once, and the owner check compares what the route will use (an
 * id with a stray space or NBSP is the same id to both, never a way past the check); then the
 * query and body are validated.
 */
export type AuthLevel = 'public' | 'user' | 'vendor';
export type OwnedParam = 'user_id' | 'vendor_id';
export interface AuthPolicy {
  auth: AuthLevel;
  owns?: OwnedParam[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    owns?: OwnedParam[];
  }
  interface FastifyRequest {
    user: VerifiedToken | null;
  }
  interface FastifyInstance {
    routePolicies: RoutePolicy[];
  }
}

export interface RoutePolicy extends AuthPolicy {
  method: string;
  url: string;
  /** The route's schemas, so tests can read which params and body fields it takes. */
  schema?: FastifySchema;
}

/** Routes that plugins register (docs, static files) are public pages by nature. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs', '/api/openapi.json', '/media/', '/assets/'];

/** A vendor route of the caller's own shop: the `vendor_id` it names must be the caller's. */
export const ownShop: AuthPolicy = { auth: 'vendor', owns: ['vendor_id'] };
/** The OpenAPI security of a route that takes a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

export const NO_PERMISSION = 'You do not have permission to perform this action.';
export const NO_CREDENTIALS = 'Authentication credentials were not provided.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The route's params schema: every route with path params must declare one (checked at start). */
function paramsSchema(schema: FastifySchema | undefined): z.ZodType | undefined {
  const params = schema?.params;
  return params instanceof z.ZodType ? params : undefined;
}

/**
 * Fastify's validator for every part but the path params, which the auth plugin's hook below has
 * already parsed (once, before the owner check): their "validation" takes the parsed value as is.
 */
export function validatorCompilerAfterParams<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => (route.httpPart === 'params' ? (data: unknown) => ({ value: data }) : compile(route));
}

async function authenticate(
  tokens: TokenService,
  sessions: SessionCheck,
  token: string,
): Promise<VerifiedToken | null> {
  const verified = await tokens.verify(token, 'access');
  return verified && (await sessions.isLive(verified)) ? verified : null;
}

export const authPlugin = fp<{ tokens: TokenService; sessions: SessionCheck }>(
  async (app: FastifyInstance, { tokens, sessions }) => {
    app.decorate('routePolicies', [] as RoutePolicy[]);
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { auth?: AuthLevel; owns?: OwnedParam[] };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      let auth = config.auth;
      if (!auth) {
        const isPluginRoute =
          PLUGIN_ROUTE_PREFIXES.some((p) => route.url.startsWith(p)) || route.url === '/*';
        if (!isPluginRoute)
          throw new Error(`Route ${methods.join(',')} ${route.url} declares no auth policy`);
        auth = 'public';
        route.config = { ...config, auth };
      }
      for (const p of config.owns ?? []) {
        if (!route.url.includes(`:${p}`))
          throw new Error(`Route ${route.url} owns :${p} but has no such param`);
      }
      if (route.url.includes('/:') && !paramsSchema(route.schema) && !route.url.startsWith('/media/')) {
        throw new Error(`Route ${methods.join(',')} ${route.url} has path params but no params schema`);
      }
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routePolicies.push({
          method,
          url: route.url,
          auth,
          owns: config.owns ?? [],
          schema: route.schema,
        });
      }
    });

    // Authentication runs before validation so anonymous callers learn nothing about inputs.
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const token = bearerToken(request);
      const user = token ? await authenticate(tokens, sessions, token) : null;
      request.user = user;
      if (!config.auth || config.auth === 'public') return;
      if (!user) {
        throw new AppError(
          'unauthorized',
          token ? 'Given token not valid for any token type' : NO_CREDENTIALS,
        );
      }
      if (config.auth === 'vendor' && !(user.vendor_id > 0)) throw new AppError('forbidden', NO_PERMISSION);
    });

    // Path params are parsed here, the one time (see validatorCompilerAfterParams); ownership is
    // checked on the parsed values before the body is validated, so someone else's id gets 403
    // whatever the body holds.
    app.addHook('preValidation', async (request) => {
      const schema = paramsSchema(request.routeOptions.schema);
      if (schema) {
        const parsed = schema.safeParse(request.params);
        if (!parsed.success) {
          throw new AppError('bad_request', 'Invalid input.', fieldErrorsOf(parsed.error.issues));
        }
        request.params = parsed.data;
      }
      const owns = request.routeOptions.config.owns;
      if (!owns?.length) return;
      const params = request.params as Record<string, unknown>;
      for (const p of owns) {
        if (params[p] !== request.user?.[p]) throw new AppError('forbidden', NO_PERMISSION);
      }
    });
  },
);

/** The signed-in caller; only for routes whose policy guarantees one. */
export function requireUser(request: FastifyRequest): VerifiedToken {
  if (!request.user) throw new AppError('unauthorized', NO_CREDENTIALS);
  return request.user;
}

/**
 * A `user_id` sent in a body says whom the call is for; it must be the caller (no token → 401,
 * someone else's → 403). Absent (a guest's "0", "undefined" or nothing) → null.
 */
export function bodyUserId(request: FastifyRequest, userId: number | undefined): number | null {
  if (userId === undefined) return null;
  if (requireUser(request).user_id !== userId) throw new AppError('forbidden', NO_PERMISSION);
  return userId;
}
