import type { FastifyReply } from 'fastify';

/** An error answer in PayPal's REST shape: `{name, message, details: [{issue, description}]}`. */
export function paypalError(reply: FastifyReply, status: number, name: string, issue: string) {
  return reply.status(status).send({ name, message: issue, details: [{ issue, description: issue }] });
}
