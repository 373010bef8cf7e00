import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

export const LOOPBACK_ONLY =
  'This development tool answers only on this machine (set DEV_TOOLS_REMOTE=true to open it).';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * The caller is on this machine: both the connection and, behind a trusted proxy, the client the
 * proxy names. A proxy on the same machine does not make every visitor local, and a forged
 * X-Forwarded-For from outside does not either.
 */
export const isLoopbackRequest = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);

/**
 * Development tools (the mailbox, the payment and courier simulators) show secrets such as
 * password-reset links: unless opened on purpose they answer 403 to anyone not on this machine,
 * even when the app listens on every interface.
 */
export function loopbackOnly(app: FastifyInstance, openToRemote: boolean) {
  if (openToRemote) return;
  app.addHook('onRequest', async (request, reply) => {
    // Answered here rather than thrown: the simulators' app has no Pasal error handler.
    if (!isLoopbackRequest(request)) return reply.status(403).send(errorBody(LOOPBACK_ONLY));
  });
}
