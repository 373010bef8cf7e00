import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

export type LimitedAction = 'sign-in' | 'register' | 'password-reset' | 'password-change';

export interface AuthLimiter {
  /**
   * Counts one attempt at `action` from the caller's address and, when given, for `subject`
   * (an e-mail or reset id); throws 429 with Retry-After once either is over its limit.
   */
  check(request: FastifyRequest, action: LimitedAction, subject?: string): Promise<void>;
}

function tooManyAttempts(retryAfterSeconds: number) {
  return new AppError(
    'too_many_requests',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
}

/**
 * Abuse limits on the account calls, per client address and per e-mail, so neither a
 * single machine nor a botnet aimed at one account gets unlimited guesses. Registered once on
 * the root app: both API prefixes share the same counters.
 */
export async function createAuthLimiter(app: FastifyInstance, config: Config): Promise<AuthLimiter> {
  await app.register(fastifyRateLimit, { global: false });
  const { perAddress, perEmail, windowMs } = config.authRateLimit;
  // The plugin derives keys from the request alone, so the action and subject ride beside it.
  const keys = new WeakMap<FastifyRequest, { action: LimitedAction; subject?: string }>();
  const byAddress = app.createRateLimit({
    max: perAddress,
    timeWindow: windowMs,
    keyGenerator: (request) => `${keys.get(request)?.action}:address:${request.ip}`,
  });
  const bySubject = app.createRateLimit({
    max: perEmail,
    timeWindow: windowMs,
    keyGenerator: (request) => `${keys.get(request)?.action}:subject:${keys.get(request)?.subject}`,
  });

  async function consume(limit: typeof byAddress, request: FastifyRequest) {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(Math.max(1, result.ttlInSeconds));
  }

  return {
    async check(request, action, subject) {
      keys.set(request, { action, subject: subject?.trim().toLowerCase() });
      await consume(byAddress, request);
      if (subject) await consume(bySubject, request);
    },
  };
}
