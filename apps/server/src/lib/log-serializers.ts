import type { FastifyRequest } from 'fastify';
import { pgErrorCode } from './errors.ts';

/** A failed query's message carries its parameters (Drizzle: "Failed query: …\nparams: …"). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
const withoutParams = (text: string | undefined) => text?.replace(QUERY_PARAMS, '\nparams: [not logged]');

function messagesOf(error: Error): string {
  const messages: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    messages.push(withoutParams(e.message) ?? '');
  }
  return messages.join(': ');
}

/**
 * What the logs keep of a request and an error. Requests are logged by route pattern (never the
 * path's ids and e-mail addresses or the query string), bodies are never logged, and a failed
 * query's parameters (shoppers' names, addresses, phones) are cut from messages and stacks.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.routeOptions?.url ?? request.url.split('?')[0],
      remoteAddress: request.ip,
    };
  },
  err(error: Error) {
    return {
      type: error.constructor?.name ?? 'Error',
      code: pgErrorCode(error) ?? (error as { code?: unknown }).code,
      message: messagesOf(error),
      stack: withoutParams(error.stack) ?? '',
    };
  },
};
