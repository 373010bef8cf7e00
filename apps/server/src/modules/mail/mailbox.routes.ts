import { pageQuerySchema } from '@pasal/domain';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { outboxMail } from '../../db/schema/index.ts';
import { setTotalCount, toLimitOffset } from '../../lib/http.ts';
import { loopbackOnly } from '../../lib/loopback.ts';

const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});

/**
 * The development mailbox: the outbox as a list, newest first. It shows everyone's mail, so
 * it exists only outside production (the route is not even registered there).
 */
export async function mailboxRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  if (!config.devTools) return;
  loopbackOnly(parent, config.devToolsRemote);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/mailbox/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the outbox (development and demo only)',
        querystring: pageQuerySchema,
        response: { 200: z.array(mailSchema) },
      },
    },
    async (request, reply) => {
      const { limit, offset } = toLimitOffset(request.query);
      const [rows, [total]] = await Promise.all([
        database.db.select().from(outboxMail).orderBy(desc(outboxMail.id)).limit(limit).offset(offset),
        database.db.select({ n: count() }).from(outboxMail),
      ]);
      setTotalCount(reply, total?.n ?? 0);
      return rows.map((m) => ({ ...m, created_at: m.createdAt.toISOString() }));
    },
  );
}
