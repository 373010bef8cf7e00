import path from 'node:path';
import { z } from 'zod';

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
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: bool.default(false),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SERVICE_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Pasal <no-reply@pasal.com.np>'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${keys}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
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
    webDist: path.resolve(c.WEB_DIST),
    serviceFeePercent: c.SERVICE_FEE_PERCENT,
    trustProxy: c.TRUST_PROXY,
    jwtSecret: c.JWT_SECRET,
    accessTokenSeconds: c.ACCESS_TOKEN_MINUTES * 60,
    /** Where shoppers reach the site: the base of links in e-mails (never the request's Host). */
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    authRateLimit: {
      perAddress: c.AUTH_RATE_LIMIT,
      perEmail: c.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: c.AUTH_RATE_WINDOW_SECONDS * 1000,
    },
    /** The development mailbox and the payment simulators never run in production. */
    devTools: c.NODE_ENV !== 'production',
  };
}
