import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';

export async function healthRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
}
