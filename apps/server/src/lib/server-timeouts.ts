import type { Config } from '../config.ts';

/**
 * How often Node looks for requests past their time-out. Its default, 30 s, would let a slow
 * client hold its connection up to half a minute longer than the time-out says.
 */
const CHECK_INTERVAL_MS = 1000;

/**
 * Fastify options that cut off slow clients: a request must arrive whole (headers and body)
 * within REQUEST_TIMEOUT_SECONDS and its headers within HEADERS_TIMEOUT_SECONDS, or the client
 * gets 408 and the connection is closed. Fastify's own default (requestTimeout 0) never does, so
 * a body trickled a byte at a time holds a connection and its parser for as long as the client
 * likes. Only receiving is timed: a slow handler or a long download is not cut.
 */
export function serverTimeouts(config: Config) {
  const requestTimeout = config.requestTimeoutMs;
  // Node refuses a headers time-out longer than the request's, which bounds the headers anyway.
  const headersTimeout = Math.min(config.headersTimeoutMs, requestTimeout);
  return {
    // Fastify sets this on the server after creating it (0 when absent, overriding `http`).
    requestTimeout,
    http: { requestTimeout, headersTimeout, connectionsCheckingInterval: CHECK_INTERVAL_MS },
  };
}
