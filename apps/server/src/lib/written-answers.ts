import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from './http.ts';

/**
 * The answers written of one remembered thing (a search page's cards, a product page), by the
 * origin their picture addresses start with. At most MAX_ORIGINS are kept: the shop's address
 * and one more; requests naming other hosts get theirs written each time.
 */
export type WrittenAnswers = Map<string, string>;

export const MAX_ORIGINS = 2;

/** What Fastify calls the JSON it writes. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends what `answer(origin)` makes, written by the route's own serializer (its response schema)
 * once per origin while `written` is remembered, then as written: the same bytes a fresh answer
 * has. Headers are the caller's to set, every time. Without `written` it answers as any route.
 */
export function sendWritten<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  written: WrittenAnswers | undefined,
  answer: (origin: string) => Body,
): Body | FastifyReply {
  const origin = requestOrigin(request);
  let json = written?.get(origin);
  if (json === undefined) {
    const body = answer(origin);
    if (!written || written.size >= MAX_ORIGINS) return body;
    json = reply.serialize(body) as string;
    written.set(origin, json);
  }
  // A string with a JSON type goes out as it is.
  return reply.type(JSON_TYPE).send(json);
}
