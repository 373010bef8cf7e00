import type { FastifyReply, FastifyRequest } from 'fastify';

/** Scheme and host the caller used, for absolute image URLs. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Lists stay arrays; their full size travels in a header (API-NOTES.md "Bodies"). A list counted
 * no further than a bound (search) says `X-Total-Count-Exact: false` when there are more.
 */
export function setTotalCount(reply: FastifyReply, total: number, more = false) {
  reply.header('x-total-count', String(total));
  if (more) reply.header('x-total-count-exact', 'false');
  reply.header('access-control-expose-headers', 'X-Total-Count, X-Total-Count-Exact');
}

/** `page`/`page_size` → SQL limit/offset. */
export function toLimitOffset(q: { page: number; page_size: number }) {
  return { limit: q.page_size, offset: (q.page - 1) * q.page_size };
}

/** A page as every list answers it: the rows serialised, the total in X-Total-Count. */
export function sendPage<Row, Out>(
  reply: FastifyReply,
  page: { rows: Row[]; total: number; more?: boolean },
  serialize: (row: Row) => Out,
): Out[] {
  setTotalCount(reply, page.total, page.more);
  return page.rows.map(serialize);
}
