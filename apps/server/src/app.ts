import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './lib/auth.ts';
import { registerErrorHandler } from './lib/errors.ts';
import { registerMultipart } from './lib/multipart.ts';
import { type AuthLimiter, createAuthLimiter } from './lib/rate-limit.ts';
import type { TokenService } from './lib/tokens.ts';
import { RefreshMemory } from './modules/logistics/refresh-memory.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import {
  createPaymentRegistry,
  type PaymentRegistry,
  paymentFormOrigins,
} from './modules/payments/payment-registry.ts';
import { apiRoutes } from './routes.ts';
import { registerStatic } from './static.ts';

export interface CoreDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
}

/** What every module's routes receive: the core plus the services the app builds from it. */
export interface AppDeps extends CoreDeps {
  mailer: Mailer;
  limiter: AuthLimiter;
  /** The payment providers config turns on. */
  payments: PaymentRegistry;
  /** The process's courier refreshes (one for both API prefixes, so they join and back off together). */
  courierRefreshes: RefreshMemory;
}

/** The API paths of spec §7 answer under both prefixes (API-NOTES.md "Paths"). */
export const API_PREFIXES = ['/api', '/api/v1'] as const;

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
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(authPlugin, { tokens: core.tokens });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(paymentFormOrigins(config.payments)),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await registerMultipart(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pasal API', version: '1.0.0', description: 'Multi-vendor tech marketplace for Nepal' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Each call is mounted under /api/ and /api/v1/; the document lists the /api/v1/ form once.
    transform: (route) =>
      route.url.startsWith('/api/v1/')
        ? jsonSchemaTransform(route)
        : { schema: { hide: true }, url: route.url },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  const mailer = createMailer(config, core.database.db);
  app.addHook('onClose', async () => mailer.close());
  const deps: AppDeps = {
    ...core,
    mailer,
    limiter: await createAuthLimiter(app, config),
    payments: createPaymentRegistry(config.payments),
    courierRefreshes: new RefreshMemory(),
  };
  for (const prefix of API_PREFIXES) await app.register(apiRoutes, { prefix, ...deps });
  await registerStatic(app, config);
  return app;
}
