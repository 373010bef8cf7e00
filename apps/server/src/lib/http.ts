import type { FastifyReply, FastifyRequest } from 'fastify';

/** Scheme and host the caller used, for absolute image URLs. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Lists stay arrays; their full size travels in a header (API-NOTES.md "Bodies"). */
export function setTotalCount(reply: FastifyReply, total: number) {
  reply.header('x-total-count', String(total));
  reply.header('access-control-expose-headers', 'X-Total-Count');
}

/** `page`/`page_size` → SQL limit/offset. */
export function toLimitOffset(q: { page: number; page_size: number }) {
  return { limit: q.page_size, offset: (q.page - 1) * q.page_size };
}

/** A page as every list answers it: the rows serialised, the total in X-Total-Count. */
export function sendPage<Row, Out>(
  reply: FastifyReply,
  page: { rows: Row[]; total: number },
  serialize: (row: Row) => Out,
): Out[] {
  setTotalCount(reply, page.total);
  return page.rows.map(serialize);
}
