import { quickTrackSchema, TRACKING_MESSAGES, trackingRecordSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { createCourier } from './couriers.ts';
import { RefreshMemory } from './refresh-memory.ts';
import { quickTrack, type TrackingDeps, trackOrder } from './tracking.service.ts';

const params = z.object({ order_oid: z.string().trim().min(1).max(64) });
/** The tracking page shows the server's `error` field (spec §4 "Tracking failure"). */
const notFoundSchema = z.object({ detail: z.string(), error: z.string() });
const NOT_FOUND = { detail: TRACKING_MESSAGES.notFound, error: TRACKING_MESSAGES.notFound };

/**
 * Spec §7 Tracking: `logistics/track/{oid}/` and `logistics/track-simple/{oid}/`. Public (the
 * oid is the secret), so they are rate limited per address: each look may call the courier.
 */
export async function trackingRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: TrackingDeps = {
    db: database.db,
    courier: createCourier(config),
    refreshMs: config.logistics.refreshMs,
    memory: new RefreshMemory(),
    onUnavailable: (error) => app.log.warn({ err: error }, 'courier unreachable: tracking answered stale'),
    onError: (error) => app.log.error({ err: error }, 'shipment refresh failed: tracking answered stale'),
  };
  const policy = {
    auth: 'public',
    rateLimit: { max: config.logistics.rateLimit, timeWindow: 60_000 },
  } as const;

  app.get(
    '/logistics/track/:order_oid/',
    {
      config: policy,
      schema: {
        tags: ['tracking'],
        summary:
          'Tracking record of an order (spec §3), refreshed from the courier at most every few minutes; `stale` when the courier could not be reached',
        params,
        response: { 200: trackingRecordSchema, 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const record = await trackOrder(deps, request.params.order_oid, request.user);
      return record ?? reply.status(404).send(NOT_FOUND);
    },
  );

  app.get(
    '/logistics/track-simple/:order_oid/',
    {
      config: policy,
      schema: {
        tags: ['tracking'],
        summary: 'Quick track result of an order (spec §3)',
        params,
        response: { 200: quickTrackSchema, 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const result = await quickTrack(deps, request.params.order_oid);
      return result ?? reply.status(404).send(NOT_FOUND);
    },
  );
}
