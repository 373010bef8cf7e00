import { emailField, passwordChangeSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { changePassword, decodeUid, requestPasswordReset } from './password-reset.ts';

const messageSchema = z.object({ message: z.string() });

/** Spec §7: the reset mail and the password change it leads to. */
export async function passwordResetRoutes(
  parent: FastifyInstance,
  { config, database, limiter, sessions }: AppDeps,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/password-reset/:email/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset link',
        params: z.object({ email: emailField }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await limiter.check(request, 'password-reset', request.params.email);
      await requestPasswordReset(database.db, config, request.params.email);
      return { message: 'An email has been sent to you' };
    },
  );

  app.post(
    '/user/password-change/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed one-time code',
        body: passwordChangeSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      // Counted per account, not per spelling: 'MTI', 'MTI=' and 'M TI' all decode to user 12.
      const { uidb64 } = request.body;
      const userId = decodeUid(uidb64);
      await limiter.check(request, 'password-change', String(userId ?? uidb64));
      await changePassword(database.db, request.body);
      // Signed out everywhere: this process forgets the sessions at once, others within a check.
      if (userId !== null) sessions.forgetUser(userId);
      reply.status(201);
      return { message: 'Password changed successfully' };
    },
  );
}
