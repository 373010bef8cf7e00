import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

export type LimitedAction = 'sign-in' | 'register' | 'password-reset' | 'password-change';

export interface AuthLimiter {
  /**
   * Counts one attempt at `action` from the caller's address and, when given, for `subject`
   * (an e-mail or reset id) from that address and from everywhere; throws 429 with Retry-After
   * once any is over its limit.
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
 * Abuse limits on the account calls: per client address, per address and account, and per
 * account from everywhere with a much higher ceiling. Someone guessing at an account from other
 * machines soon runs into their own address+account limit, and the owner, signing in from
 * theirs, is not locked out with them; only a guessing campaign from very many addresses reaches
 * the account's ceiling. The limits count spellings of an e-mail that does not exist the same
 * way, so a 429 never tells whether it does. Registered once on the root app.
 */
export async function createAuthLimiter(app: FastifyInstance, config: Config): Promise<AuthLimiter> {
  await app.register(fastifyRateLimit, { global: false });
  const { perAddress, perAddressAndAccount, perAccount, windowMs } = config.authRateLimit;
  // The plugin derives keys from the request alone, so the action and subject ride beside it.
  const keys = new WeakMap<FastifyRequest, { action: LimitedAction; subject?: string }>();
  const byAddress = app.createRateLimit({
    max: perAddress,
    timeWindow: windowMs,
    keyGenerator: (request) => `${keys.get(request)?.action}:address:${request.ip}`,
  });
  const byAddressAndSubject = app.createRateLimit({
    max: perAddressAndAccount,
    timeWindow: windowMs,
    keyGenerator: (request) =>
      `${keys.get(request)?.action}:address-subject:${request.ip}:${keys.get(request)?.subject}`,
  });
  const bySubject = app.createRateLimit({
    max: perAccount,
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
      if (!subject) return;
      await consume(byAddressAndSubject, request);
      await consume(bySubject, request);
    },
  };
}
