import { randomBytes } from 'node:crypto';
import { formatNpr } from '@pasal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import { KHALTI_MINIMUM_PAISA, KHALTI_PATHS } from '../providers/khalti.ts';
import { hostedPage, noticePage } from './hosted-page.ts';
import { choiceSchema, type OutcomeQueue } from './outcomes.ts';

/**
 * Khalti ePayment under `/khalti`: initiate (secret key), the payment page, the return with
 * Khalti's unsigned query, and lookup, as INTEGRATIONS.md describes.
 */

const initiateSchema = z.object({
  return_url: z.url(),
  website_url: z.url(),
  amount: z.number().int(),
  purchase_order_id: z.string().min(1),
  purchase_order_name: z.string().min(1),
  customer_info: z.object({ name: z.string(), email: z.string().optional() }).partial().optional(),
});

type KhaltiStatus = 'Initiated' | 'Pending' | 'Completed' | 'Failed' | 'User canceled' | 'Expired';

interface SimPayment {
  pidx: string;
  order: z.infer<typeof initiateSchema>;
  status: KhaltiStatus;
  transactionId: string | null;
  expiresAt: number;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export interface KhaltiSimulatorOptions {
  khalti: NonNullable<PaymentsConfig['khalti']>;
  outcomes: OutcomeQueue;
  /** How long a payment link lives (Khalti's: 60 minutes). */
  linkSeconds?: number;
}

export async function khaltiSimulator(
  app: FastifyInstance,
  { khalti, outcomes, linkSeconds = 3600 }: KhaltiSimulatorOptions,
) {
  const payments = new Map<string, SimPayment>();
  const refuse = (text: string) => noticePage('Khalti', 'Request refused', text);
  const authorised = (request: FastifyRequest) => request.headers.authorization === `Key ${khalti.secretKey}`;
  /** A link not paid in time expires, as Khalti's do. */
  const current = (payment: SimPayment) => {
    if (payment.status === 'Initiated' && Date.now() >= payment.expiresAt) payment.status = 'Expired';
    return payment;
  };

  app.post(KHALTI_PATHS.initiate, async (request, reply) => {
    if (!authorised(request)) return reply.status(401).send({ detail: 'Invalid token.', status_code: 401 });
    const parsed = initiateSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .status(400)
        .send({ [String(issue?.path[0] ?? 'detail')]: [issue?.message], error_key: 'validation_error' });
    }
    if (parsed.data.amount < KHALTI_MINIMUM_PAISA)
      return reply.status(400).send({
        amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
        error_key: 'validation_error',
      });
    const pidx = token(16);
    const expiresAt = Date.now() + linkSeconds * 1000;
    payments.set(pidx, { pidx, order: parsed.data, status: 'Initiated', transactionId: null, expiresAt });
    const origin = `${request.protocol}://${request.host}`;
    return {
      pidx,
      payment_url: `${origin}${app.prefix}/pay/?pidx=${pidx}`,
      expires_at: new Date(expiresAt).toISOString(),
      expires_in: linkSeconds,
    };
  });

  app.get('/pay/', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const pidx = String((request.query as { pidx?: unknown }).pidx);
    const payment = payments.get(pidx);
    if (!payment) return reply.status(404).send(refuse('Unknown payment.'));
    if (current(payment).status !== 'Initiated')
      return reply.status(409).send(refuse(`This payment is ${payment.status.toLowerCase()}.`));
    return hostedPage({
      brand: 'Khalti',
      accent: '#5c2d91',
      merchant: new URL(payment.order.website_url).host,
      amount: formatNpr(payment.order.amount, { paisa: true }),
      order: `${payment.order.purchase_order_id} (${payment.order.purchase_order_name})`,
      action: `${app.prefix}/__sim/decide`,
      hidden: { pidx },
    });
  });

  app.post('/__sim/decide', async (request, reply) => {
    const body = request.body as { pidx?: unknown; choice?: unknown } | undefined;
    const payment = payments.get(String(body?.pidx));
    const choice = choiceSchema.safeParse(body?.choice);
    if (!payment || current(payment).status !== 'Initiated' || !choice.success)
      return reply
        .status(409)
        .type('text/html; charset=utf-8')
        .send(refuse('This payment is already finished.'));
    const outcome = outcomes.resolve('khalti', choice.data);
    payment.status = (
      { pay: 'Completed', pending: 'Pending', fail: 'Failed', cancel: 'User canceled' } as const
    )[outcome];
    if (payment.status === 'Completed') payment.transactionId = token(12);
    // Khalti's return query, unsigned: it proves nothing, lookup does.
    const back = new URL(payment.order.return_url);
    const query = {
      pidx: payment.pidx,
      transaction_id: payment.transactionId ?? '',
      tidx: payment.transactionId ?? '',
      amount: String(payment.order.amount),
      total_amount: String(payment.order.amount),
      mobile: '98XXXXX904',
      status: payment.status,
      purchase_order_id: payment.order.purchase_order_id,
      purchase_order_name: payment.order.purchase_order_name,
    };
    for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value);
    return reply.redirect(back.toString(), 303);
  });

  app.post(KHALTI_PATHS.lookup, async (request, reply) => {
    if (!authorised(request)) return reply.status(401).send({ detail: 'Invalid token.', status_code: 401 });
    const pidx = (request.body as { pidx?: unknown } | undefined)?.pidx;
    const payment = typeof pidx === 'string' ? payments.get(pidx) : undefined;
    if (!payment) return reply.status(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    const { status, order, transactionId } = current(payment);
    // Khalti answers expired and cancelled payments with 400, with the same body.
    return reply.status(status === 'Expired' || status === 'User canceled' ? 400 : 200).send({
      pidx,
      total_amount: order.amount,
      status,
      transaction_id: transactionId,
      fee: 0,
      refunded: false,
    });
  });
}
