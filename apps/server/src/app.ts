import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin, validatorCompilerAfterParams } from './lib/auth.ts';
import { registerCompression } from './lib/compression.ts';
import { corsPlugin } from './lib/cors.ts';
import { registerErrorHandler } from './lib/errors.ts';
import { refuseNulCharacters } from './lib/input-guards.ts';
import { logSerializers } from './lib/log-serializers.ts';
import { registerMultipart } from './lib/multipart.ts';
import { type AuthLimiter, createAuthLimiter } from './lib/rate-limit.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { serverTimeouts } from './lib/server-timeouts.ts';
import type { TokenService } from './lib/tokens.ts';
import { createSessionCheck, type SessionCheck } from './modules/accounts/session-check.ts';
import { attachRefundWorker } from './modules/cancellations/refund-worker.ts';
import { type CatalogueChanges, watchCatalogue } from './modules/catalog/catalogue-changes.ts';
import { attachMailSender } from './modules/mail/mail-sender.ts';
import {
  createPaymentRegistry,
  type PaymentRegistry,
  paymentFormOrigins,
} from './modules/payments/payment-registry.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { apiRoutes } from './routes.ts';
import { registerStatic } from './static.ts';

export interface CoreDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Where log lines go (standard output when unset); tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** What every module's routes receive: the core plus the services the app builds from it. */
export interface AppDeps extends CoreDeps {
  limiter: AuthLimiter;
  /** Whether an access token's session is still open (and what this process remembers of it). */
  sessions: SessionCheck;
  /** The payment providers config turns on. */
  payments: PaymentRegistry;
  /**
   * Changes to the catalogue as this process hears of them, while something remembers catalogue
   * reads until they change (search pages, product pages: decision 0029).
   */
  catalogueChanges?: CatalogueChanges;
}

/** Where the API is mounted, once. */
export const API_PREFIX = '/api';
/** Clients of the original call everything under /api/v1/ (API-NOTES.md "Paths"). */
const API_ALIAS = '/api/v1';

/**
 * `/api/v1/x` is `/api/x`: the alias is mapped onto the one mount before routing, so both reach
 * the same route instance and per-route limits and memories count once (decision 0003).
 */
export function apiAliasRewrite(url: string): string {
  if (url === API_ALIAS || url.startsWith(`${API_ALIAS}/`) || url.startsWith(`${API_ALIAS}?`)) {
    return API_PREFIX + url.slice(API_ALIAS.length);
  }
  return url;
}

/** `formOrigins`: where the app's pages may post forms besides itself (ConnectIPS's gateway). */
const contentSecurityPolicy = (formOrigins: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...formOrigins],
  },
});

export async function buildApp(core: CoreDeps): Promise<FastifyInstance> {
  const { config } = core;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(core.logStream ? { stream: core.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    rewriteUrl: (request) => apiAliasRewrite(request.url ?? '/'),
    ...serverTimeouts(config),
  });
  app.setValidatorCompiler(validatorCompilerAfterParams(validatorCompiler));
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: !config.isProduction }));
  registerErrorHandler(app);

  // Before auth: a preflight carries no token and is answered here.
  await app.register(corsPlugin, { origins: config.corsOrigins });
  const sessions = createSessionCheck(core.database.db, config.sessionCheckMs);
  await app.register(authPlugin, { tokens: core.tokens, sessions });
  securityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(paymentFormOrigins(config.payments)),
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await registerMultipart(app, config);
  refuseNulCharacters(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pasal API', version: '1.0.0', description: 'Multi-vendor tech marketplace for Nepal' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The document lists each call in the /api/v1/ form its clients use (both answer).
    transform: (route) => {
      const documented = jsonSchemaTransform(route);
      return route.url.startsWith(`${API_PREFIX}/`)
        ? { ...documented, url: API_ALIAS + route.url.slice(API_PREFIX.length) }
        : documented;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  attachMailSender(app, core.database, config);
  const catalogueChanges =
    config.searchCacheMs > 0 || config.productPageCache
      ? await watchCatalogue(core.database, app.log)
      : undefined;
  if (catalogueChanges) app.addHook('onClose', () => catalogueChanges.stop());
  const deps: AppDeps = {
    ...core,
    limiter: await createAuthLimiter(app, config),
    sessions,
    payments: createPaymentRegistry(config.payments),
    ...(catalogueChanges ? { catalogueChanges } : {}),
  };
  attachRefundWorker(app, core.database, config, deps.payments);
  await app.register(apiRoutes, { prefix: API_PREFIX, ...deps });
  await app.register(seoRoutes, deps);
  await registerStatic(app, config, core.database.db);
  return app;
}
