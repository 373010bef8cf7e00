import {
  becomeVendorSchema,
  loginSchema,
  refreshSchema,
  registerSchema,
  tokenPairSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { authenticate, becomeVendor, register } from './accounts.service.ts';
import {
  claimsFor,
  issueTokens,
  restartSessions,
  revokeRefreshToken,
  rotateRefreshToken,
} from './sessions.ts';

const sessionUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  username: z.string(),
  vendor_id: z.number().int(),
});
const messageSchema = z.object({ message: z.string() });
const detailSchema = z.object({ detail: z.string() });

/** Sign-in, sign-up, token refresh, sign-out and opening a shop (spec §7 Authentication). */
export async function accountRoutes(
  parent: FastifyInstance,
  { database, tokens, limiter, sessions }: AppDeps,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  async function tokensFor(userId: number) {
    const claims = await claimsFor(db, userId);
    if (!claims) throw new AppError('unauthorized', 'User not found');
    const { access, refresh } = await issueTokens(db, tokens, claims);
    return { claims, access, refresh };
  }

  app.post(
    '/user/token/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in: an access and a refresh token',
        body: loginSchema,
        response: { 200: tokenPairSchema, 401: detailSchema },
      },
    },
    async (request) => {
      await limiter.check(request, 'sign-in', request.body.email);
      const userId = await authenticate(db, request.body);
      const { access, refresh } = await tokensFor(userId);
      return { access, refresh };
    },
  );

  app.post(
    '/user/register/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (with a shop when store_name is given), signed in',
        body: registerSchema,
        response: { 201: tokenPairSchema.extend({ user: sessionUserSchema }) },
      },
    },
    async (request, reply) => {
      await limiter.check(request, 'register', request.body.email);
      const userId = await register(db, request.body);
      const { claims, access, refresh } = await tokensFor(userId);
      reply.status(201);
      return {
        access,
        refresh,
        user: {
          id: claims.user_id,
          full_name: claims.full_name,
          email: claims.email,
          phone: request.body.phone,
          username: claims.username,
          vendor_id: claims.vendor_id,
        },
      };
    },
  );

  app.post(
    '/user/token/refresh/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Trade a refresh token for a new pair (the old one is revoked)',
        body: refreshSchema,
        response: { 200: tokenPairSchema, 401: detailSchema },
      },
    },
    async (request) => rotateRefreshToken(db, tokens, request.body.refresh),
  );

  app.post(
    '/user/logout/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: "Sign out: the refresh token's session ends",
        body: refreshSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const ended = await revokeRefreshToken(db, tokens, request.body.refresh);
      if (ended) sessions.forgetSession(ended);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/user/become-vendor/',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Open a shop; new tokens carry its vendor_id, earlier sessions end',
        security: [{ bearer: [] }],
        body: becomeVendorSchema,
        response: {
          201: tokenPairSchema.extend({
            vendor: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const vendor = await becomeVendor(db, user.user_id, request.body);
      const { access, refresh } = await restartSessions(db, tokens, user.user_id);
      sessions.forgetUser(user.user_id);
      reply.status(201);
      return { access, refresh, vendor };
    },
  );
}
