import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyAttempt } from './payment-result.service.ts';
import { checkoutDeps } from './payment-success.routes.ts';
import { findAttemptByRef } from './payment-success.service.ts';

/**
 * Stripe's webhook (INTEGRATIONS.md): signed over the exact raw body, retried for days in no
 * particular order. An event is handled once (by id, in `payment_events`); a session event
 * makes the server ask Stripe about the session, so the event's own claims are never trusted.
 * An event whose handling fails is not recorded, so Stripe's retry handles it again.
 */
export async function stripeWebhookRoutes(parent: FastifyInstance, deps: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  // Only in this plugin's scope: every body arrives as the bytes Stripe signed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe-webhook/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook: checkout session events, verified by signature and de-duplicated by event id',
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = deps.payments.verifyStripeWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event.ok) throw new AppError('bad_request', event.error);

      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId));
      if (seen) return { received: true, duplicate: true };
      const found = event.sessionId ? await findAttemptByRef(db, 'stripe', event.sessionId) : null;
      if (found && found.attempt.status !== 'paid') {
        await verifyAttempt(checkoutDeps(deps, request.log), found.attempt, { cancelled: false });
      }
      await db
        .insert(paymentEvents)
        .values({ eventId: event.eventId, provider: 'stripe' })
        .onConflictDoNothing();
      return { received: true, duplicate: false };
    },
  );
}
