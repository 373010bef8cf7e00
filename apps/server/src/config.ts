import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SEARCH_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client.ts';

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * `CORS_ORIGINS`: origins (scheme, host and port, nothing more) whose pages may call the API and
 * show its pictures, comma-separated (API-NOTES.md: clients are often served from elsewhere).
 */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      if (
        !URL.canParse(origin) ||
        !/^https?:$/.test(new URL(origin).protocol) ||
        new URL(origin).origin !== origin
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin such as https://shop.example.com`,
        });
      }
    }
  });

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable Pasal reads. README's configuration table mirrors this. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  // 25 megapixels is a 6000×4000 camera photo; sharp's own ceiling (0x3FFF²) is the most allowed.
  MAX_UPLOAD_PIXELS: z.coerce.number().int().min(1).max(268_402_689).default(25_000_000),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: bool.default(false),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
  SERVICE_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** How long an unpaid order stays open for payment before the shopper must check out again. */
  UNPAID_ORDER_MINUTES: z.coerce.number().int().min(1).max(43_200).default(60),
  COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(5),
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(DEFAULT_SEARCH_TIMEOUT_MS),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  /** How long a page of search results is remembered (search-cache.ts); 15 in production, 0 otherwise. */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  /** How long the category list is remembered (catalog.routes.ts); 60 in production, 0 otherwise. */
  CATEGORY_CACHE_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  /** Whether product pages are remembered until the catalogue changes; on in production. */
  PRODUCT_PAGE_CACHE: bool.optional(),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: originList.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Pasal <no-reply@pasal.com.np>'),
  // Fractions of a second are allowed (tests retry within milliseconds).
  MAIL_POLL_SECONDS: z.coerce.number().positive().max(3600).default(30),
  MAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  REFUND_POLL_SECONDS: z.coerce.number().positive().max(3600).default(30),
  REFUND_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(60),
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(200),
  AUTH_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  SIMULATORS: bool.optional(),
  DEV_TOOLS_REMOTE: bool.default(false),
  SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  STRIPE_API_URL: httpUrl.optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_WEBHOOK_URL: httpUrl.optional(),
  PAYPAL_API_URL: httpUrl.optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_NPR_PER_USD: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, 'a rate such as 133.25')
    .refine((v) => Number(v) > 0, 'must be above 0')
    .default('100'),
  CONNECTIPS_GATEWAY_URL: httpUrl.optional(),
  CONNECTIPS_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'a number')
    .optional(),
  CONNECTIPS_APP_ID: z.string().min(1).max(20).optional(),
  CONNECTIPS_APP_NAME: z.string().min(1).max(30).optional(),
  CONNECTIPS_PASSWORD: z.string().min(1).optional(),
  // A PEM in one line (as .env files hold it) keeps its newlines as "\n".
  CONNECTIPS_PRIVATE_KEY: z
    .string()
    .transform((v) => v.replaceAll('\\n', '\n'))
    .pipe(z.string().includes('PRIVATE KEY', { message: 'a PEM private key' }))
    .optional(),
  CONNECTIPS_SUCCESS_URL: httpUrl.optional(),
  CONNECTIPS_FAILURE_URL: httpUrl.optional(),
  ESEWA_URL: httpUrl.optional(),
  ESEWA_STATUS_URL: httpUrl.optional(),
  ESEWA_PRODUCT_CODE: z.string().trim().min(1).max(50).optional(),
  ESEWA_SECRET_KEY: z.string().min(1).optional(),
  KHALTI_URL: httpUrl.optional(),
  KHALTI_SECRET_KEY: z.string().min(1).optional(),
  NCM_BASE_URL: httpUrl.optional(),
  NCM_TOKEN: z.string().min(1).optional(),
  NCM_DEFAULT_BRANCH: z.string().trim().min(2).default('KATHMANDU'),
  NCM_SIM_MINUTES_PER_STEP: z.coerce.number().min(0).max(10_080).default(120),
  TRACKING_REFRESH_SECONDS: z.coerce.number().int().min(0).default(300),
  TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  REVERSE_GEOCODE_URL: httpUrl.optional(),
  GEO_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
});

export type Config = ReturnType<typeof loadConfig>;
type Env = z.infer<typeof envSchema>;
type TextKey = { [K in keyof Env]-?: Env[K] extends string | undefined ? K : never }[keyof Env];

/** The keys the simulators accept, so the demo offers every payment method with no configuration. */
const SIMULATOR_KEYS: Partial<Record<TextKey, string>> = {
  STRIPE_SECRET_KEY: 'sk_test_pasal_simulator',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_pasal_simulator',
  STRIPE_WEBHOOK_SECRET: 'whsec_pasal_simulator',
  PAYPAL_CLIENT_ID: 'pasal-simulator-client',
  PAYPAL_CLIENT_SECRET: 'pasal-simulator-secret',
  CONNECTIPS_MERCHANT_ID: '9999',
  CONNECTIPS_APP_ID: 'PASAL-SIM',
  CONNECTIPS_APP_NAME: 'Pasal',
  CONNECTIPS_PASSWORD: 'pasal-simulator',
  // eSewa's published test merchant (INTEGRATIONS.md), so the UAT host works with the same keys.
  ESEWA_PRODUCT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
  KHALTI_SECRET_KEY: 'test_secret_key_pasal_simulator',
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Payment providers (INTEGRATIONS.md). A provider is offered when all its keys are set and off
 * when none is; some without the others is a mistake, named at start. With the simulators on,
 * every unset key takes the simulator's value, so a real provider needs its URL set too.
 */
function paymentsConfig(c: Env, publicUrl: string, dataDir: string, problems: string[]) {
  const production = c.NODE_ENV === 'production';
  if (production && c.SIMULATORS) problems.push('SIMULATORS: the payment simulators never run in production');
  const simulatorsOn = !production && (c.SIMULATORS ?? true);
  const simPort = c.SIMULATOR_PORT ?? (c.PORT === 0 || c.PORT === 65535 ? 0 : c.PORT + 1);
  const simHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  const simUrl = `http://${simHost.includes(':') ? `[${simHost}]` : simHost}:${simPort}`;
  const simulated: Partial<Record<TextKey, string>> = simulatorsOn
    ? {
        ...SIMULATOR_KEYS,
        STRIPE_API_URL: simUrl,
        PAYPAL_API_URL: `${simUrl}/paypal`,
        CONNECTIPS_GATEWAY_URL: `${simUrl}/connectips`,
        ESEWA_URL: `${simUrl}/esewa`,
        KHALTI_URL: `${simUrl}/khalti`,
      }
    : {};

  function settings<K extends TextKey>(keys: K[]): Record<K, string> | null {
    const values = Object.fromEntries(keys.map((k) => [k, c[k] ?? simulated[k]])) as Record<
      K,
      string | undefined
    >;
    const missing = keys.filter((k) => values[k] === undefined);
    if (missing.length === keys.length) return null;
    const given = keys.filter((k) => !missing.includes(k)).join(', ');
    for (const key of missing) problems.push(`${key}: required with ${given}`);
    return missing.length > 0 ? null : (values as Record<K, string>);
  }

  const stripe = settings(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const paypal = settings(['PAYPAL_API_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']);
  const connectips = settings([
    'CONNECTIPS_GATEWAY_URL',
    'CONNECTIPS_MERCHANT_ID',
    'CONNECTIPS_APP_ID',
    'CONNECTIPS_APP_NAME',
    'CONNECTIPS_PASSWORD',
    // Outside production a missing key is generated once under DATA_DIR (see connectips-key.ts).
    ...(production ? (['CONNECTIPS_PRIVATE_KEY'] as const) : []),
  ]);
  const esewa = settings(['ESEWA_URL', 'ESEWA_PRODUCT_CODE', 'ESEWA_SECRET_KEY']);
  const khalti = settings(['KHALTI_URL', 'KHALTI_SECRET_KEY']);
  return {
    simulators: simulatorsOn
      ? {
          port: simPort,
          /** Only the default port gives way to a free one when taken; a chosen port must be had. */
          anyPortIfTaken: c.SIMULATOR_PORT === undefined,
          url: simUrl,
          stripeWebhookUrl: c.STRIPE_WEBHOOK_URL ?? `${publicUrl}/api/v1/stripe-webhook/`,
        }
      : null,
    stripe: stripe && {
      apiUrl: trimSlash(c.STRIPE_API_URL ?? (simulatorsOn ? simUrl : 'https://api.stripe.com')),
      secretKey: stripe.STRIPE_SECRET_KEY,
      publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
    },
    paypal: paypal && {
      apiUrl: trimSlash(paypal.PAYPAL_API_URL),
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      nprPerUsd: c.PAYPAL_NPR_PER_USD,
    },
    connectips: connectips && {
      gatewayUrl: trimSlash(connectips.CONNECTIPS_GATEWAY_URL),
      merchantId: connectips.CONNECTIPS_MERCHANT_ID,
      appId: connectips.CONNECTIPS_APP_ID,
      appName: connectips.CONNECTIPS_APP_NAME,
      password: connectips.CONNECTIPS_PASSWORD,
      privateKey: c.CONNECTIPS_PRIVATE_KEY,
      keyFile: path.join(dataDir, 'connectips-key.pem'),
      /** Registered with NCHL, never sent; the simulator sends the shopper there with `?TXNID=`. */
      successUrl: c.CONNECTIPS_SUCCESS_URL ?? `${publicUrl}/api/v1/connectips/return/`,
      failureUrl: c.CONNECTIPS_FAILURE_URL ?? `${publicUrl}/api/v1/connectips/return/?failed=1`,
    },
    esewa: esewa && {
      /** Where the browser posts the payment form. */
      formUrl: trimSlash(esewa.ESEWA_URL),
      /** eSewa answers status checks from another host in UAT (rc.esewa.com.np) than its form's. */
      statusUrl: trimSlash(c.ESEWA_STATUS_URL ?? esewa.ESEWA_URL),
      productCode: esewa.ESEWA_PRODUCT_CODE,
      secretKey: esewa.ESEWA_SECRET_KEY,
    },
    khalti: khalti && {
      apiUrl: trimSlash(khalti.KHALTI_URL),
      secretKey: khalti.KHALTI_SECRET_KEY,
    },
  };
}

export type PaymentsConfig = Config['payments'];

/** The token the NCM simulator accepts when NCM_TOKEN is not set. */
const NCM_SIMULATOR_TOKEN = 'pasal-ncm-simulator';

/**
 * The NCM courier (INTEGRATIONS.md): the real one when NCM_BASE_URL is set, else the simulator
 * (served beside the payment simulators) outside production; in production without a URL no
 * courier is configured and tracking shows what is stored.
 */
function logisticsConfig(c: Env, simulatorUrl: string | undefined, problems: string[]) {
  if (c.NCM_BASE_URL && !c.NCM_TOKEN) problems.push('NCM_TOKEN: required with NCM_BASE_URL');
  const token = c.NCM_TOKEN ?? NCM_SIMULATOR_TOKEN;
  const baseUrl = c.NCM_BASE_URL ?? (simulatorUrl && `${simulatorUrl}/ncm`);
  return {
    ncm: baseUrl ? { baseUrl: trimSlash(baseUrl), token } : null,
    ncmSimulator: simulatorUrl ? { token, minutesPerStep: c.NCM_SIM_MINUTES_PER_STEP } : null,
    /** Pickup branch of a shop whose city has none, and destination of a city no branch serves. */
    defaultBranch: c.NCM_DEFAULT_BRANCH.toUpperCase(),
    refreshMs: c.TRACKING_REFRESH_SECONDS * 1000,
    /** Tracking calls per client address per minute. */
    rateLimit: c.TRACKING_RATE_LIMIT,
  };
}

/**
 * Reverse geocoding for the cart's country (spec §7): a Nominatim-compatible `/reverse` endpoint;
 * the simulators' stand-in outside production when none is set; off otherwise.
 */
function geoConfig(c: Env, simulatorUrl: string | undefined) {
  return {
    reverseGeocodeUrl: c.REVERSE_GEOCODE_URL ?? (simulatorUrl && `${simulatorUrl}/geo/reverse`),
    /** Look-ups per client address per minute. */
    rateLimit: c.GEO_RATE_LIMIT,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${keys}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  const publicUrl = trimSlash(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`);
  const problems: string[] = [];
  const payments = paymentsConfig(c, publicUrl, dataDir, problems);
  const logistics = logisticsConfig(c, payments.simulators?.url, problems);
  if (c.NODE_ENV === 'production') {
    // Outside production these fall back to the dev mailbox and localhost, which nobody
    // reaches on a live site: shoppers would never get their reset or order mail.
    if (!c.SMTP_URL) problems.push('SMTP_URL: required in production, or no mail reaches anyone');
    if (!c.PUBLIC_URL) problems.push('PUBLIC_URL: required in production, as the base of links in e-mails');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === 'production',
    port: c.PORT,
    host: c.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: c.DATABASE_URL,
    seedDemo: c.SEED_DEMO,
    logLevel: c.LOG_LEVEL,
    bodyLimit: c.BODY_LIMIT_BYTES,
    uploadLimit: c.UPLOAD_LIMIT_BYTES,
    /** Largest picture accepted, all frames of an animation together, judged from its header. */
    maxUploadPixels: c.MAX_UPLOAD_PIXELS,
    /** A client must send a whole request (headers and body) within this. */
    requestTimeoutMs: c.REQUEST_TIMEOUT_SECONDS * 1000,
    /** ...and its headers within this (the shorter of the two counts). */
    headersTimeoutMs: c.HEADERS_TIMEOUT_SECONDS * 1000,
    webDist: path.resolve(c.WEB_DIST),
    serviceFeePercent: c.SERVICE_FEE_PERCENT,
    unpaidOrderMinutes: c.UNPAID_ORDER_MINUTES,
    /** The marketplace's share of each shop's revenue (PRODUCT.md); earnings show it and the net. */
    commissionPercent: c.COMMISSION_PERCENT,
    /** PostgreSQL cancels a search statement running longer (db/client.ts, search's pool). */
    searchTimeoutMs: c.SEARCH_TIMEOUT_MS,
    /** ...and any other statement running longer (the main pool); 0: never. */
    statementTimeoutMs: c.STATEMENT_TIMEOUT_MS,
    /**
     * How long which products a search found, and in what order, is reused (its cards are always
     * read afresh). Off outside production, where a vendor trying the demo expects an edit to
     * show in search at once and tests change the catalogue between searches.
     */
    searchCacheMs: (c.SEARCH_CACHE_SECONDS ?? (c.NODE_ENV === 'production' ? 15 : 0)) * 1000,
    /**
     * How long the active categories are reused: every page's header asks for them, and only an
     * operator changes them, in the database (decision 0026). Off outside production, as above.
     */
    categoryCacheMs: (c.CATEGORY_CACHE_SECONDS ?? (c.NODE_ENV === 'production' ? 60 : 0)) * 1000,
    productPageCache: c.PRODUCT_PAGE_CACHE ?? c.NODE_ENV === 'production',
    trustProxy: c.TRUST_PROXY,
    jwtSecret: c.JWT_SECRET,
    accessTokenSeconds: c.ACCESS_TOKEN_MINUTES * 60,
    /** How long a process trusts its last look at a session (an ended one is refused within it). */
    sessionCheckMs: c.SESSION_CHECK_SECONDS * 1000,
    /** Where shoppers reach the site: the base of links in e-mails (never the request's Host). */
    publicUrl,
    /** Other sites whose pages may call /api and show /media pictures (lib/cors.ts); none by default. */
    corsOrigins: c.CORS_ORIGINS ?? [],
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    /** The mail sender (modules/mail/mail-sender.ts). */
    mail: {
      /** The longest it rests with nothing due (new mail wakes it at once). */
      pollMs: c.MAIL_POLL_SECONDS * 1000,
      /** The wait before the first retry of a failed delivery; doubled for each after, up to an hour. */
      retryBaseMs: c.MAIL_RETRY_SECONDS * 1000,
      maxAttempts: c.MAIL_MAX_ATTEMPTS,
    },
    /** The refund worker (modules/cancellations/refund-worker.ts), paced like the mail sender. */
    refunds: {
      pollMs: c.REFUND_POLL_SECONDS * 1000,
      retryBaseMs: c.REFUND_RETRY_SECONDS * 1000,
      maxAttempts: c.REFUND_MAX_ATTEMPTS,
    },
    authRateLimit: {
      perAddress: c.AUTH_RATE_LIMIT,
      /** One address's attempts at one account. */
      perAddressAndAccount: c.AUTH_RATE_LIMIT_PER_EMAIL,
      /** Every address's attempts at one account together. */
      perAccount: c.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: c.AUTH_RATE_WINDOW_SECONDS * 1000,
    },
    /** The development mailbox and the payment simulators never run in production. */
    devTools: c.NODE_ENV !== 'production',
    /** Whether they answer callers on other machines too (by default only this one). */
    devToolsRemote: c.DEV_TOOLS_REMOTE,
    payments,
    logistics,
    geo: geoConfig(c, payments.simulators?.url),
  };
}
