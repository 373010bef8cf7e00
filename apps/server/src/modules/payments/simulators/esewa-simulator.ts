import { randomBytes } from 'node:crypto';
import { decimalToPaisa, formatNpr } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import { ESEWA_PATHS } from '../providers/esewa.ts';
import { esewaMessage, esewaSignature, esewaSignatureValid } from '../providers/esewa-signing.ts';
import { hostedPage, noticePage } from './hosted-page.ts';
import { choiceSchema, type OutcomeQueue } from './outcomes.ts';

/**
 * eSewa ePay v2 under `/esewa`: the form (its signature checked), the shopper's choice, the
 * success redirect with signed base64 `data`, and the status check, as INTEGRATIONS.md describes.
 */

const rupees = z.string().regex(/^\d+(\.\d{1,2})?$/, 'a rupee amount such as 100 or 100.50');
const formSchema = z.object({
  amount: rupees,
  tax_amount: rupees,
  product_service_charge: rupees,
  product_delivery_charge: rupees,
  total_amount: rupees,
  transaction_uuid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'letters, digits and hyphens'),
  product_code: z.string().min(1),
  success_url: z.url(),
  failure_url: z.url(),
  signed_field_names: z.string().min(1),
  signature: z.string().min(1),
});
type EsewaForm = z.infer<typeof formSchema>;

/** What eSewa's status check says of a payment. */
type EsewaStatus = 'PENDING' | 'COMPLETE' | 'NOT_FOUND' | 'CANCELED';

interface SimPayment {
  form: EsewaForm;
  status: EsewaStatus;
  /** eSewa's own reference, once the shopper has paid. */
  code: string | null;
  decided: boolean;
}

/** Fields eSewa signs in its success redirect. */
const RETURN_SIGNED = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** eSewa writes the amount as a JSON number with at least one decimal ("1000.0"), and signs that text. */
const asEsewaNumber = (total: string) => {
  const [whole, fraction = ''] = total.split('.');
  return `${whole}.${fraction.replace(/0+$/, '') || '0'}`;
};

/** The success redirect's `data`: base64 of JSON written by hand, so the amount keeps eSewa's spelling. */
function returnData(secretKey: string, payment: SimPayment): string {
  const fields: Record<string, string> = {
    transaction_code: payment.code ?? '',
    status: payment.status,
    total_amount: asEsewaNumber(payment.form.total_amount),
    transaction_uuid: payment.form.transaction_uuid,
    product_code: payment.form.product_code,
    signed_field_names: RETURN_SIGNED,
  };
  const signature = esewaSignature(secretKey, esewaMessage(fields, RETURN_SIGNED.split(',')));
  const json = Object.entries({ ...fields, signature })
    .map(
      ([name, value]) => `${JSON.stringify(name)}:${name === 'total_amount' ? value : JSON.stringify(value)}`,
    )
    .join(',');
  return Buffer.from(`{${json}}`).toString('base64');
}

export interface EsewaSimulatorOptions {
  esewa: NonNullable<PaymentsConfig['esewa']>;
  outcomes: OutcomeQueue;
}

export async function esewaSimulator(app: FastifyInstance, { esewa, outcomes }: EsewaSimulatorOptions) {
  const payments = new Map<string, SimPayment>();
  const refuse = (text: string) => noticePage('eSewa', 'Request refused', text);

  app.post(ESEWA_PATHS.form, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const parsed = formSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.status(400).send(refuse(`${issue?.path.join('.')}: ${issue?.message}`));
    }
    const form = parsed.data;
    const names = form.signed_field_names.split(',');
    if (!esewaSignatureValid(esewa.secretKey, esewaMessage(form, names), form.signature))
      return reply.status(400).send(refuse('Invalid signature: it does not match the signed fields.'));
    if (form.product_code !== esewa.productCode) return reply.status(400).send(refuse('Unknown merchant.'));
    const parts = [form.amount, form.tax_amount, form.product_service_charge, form.product_delivery_charge];
    const sum = parts.reduce((total, part) => total + (decimalToPaisa(part) ?? 0), 0);
    if (sum !== decimalToPaisa(form.total_amount))
      return reply.status(400).send(refuse('total_amount is not the sum of the amounts.'));
    if (payments.has(form.transaction_uuid))
      return reply.status(400).send(refuse('Duplicate transaction_uuid.'));
    payments.set(form.transaction_uuid, { form, status: 'PENDING', code: null, decided: false });
    return hostedPage({
      brand: 'eSewa',
      accent: '#41a124',
      merchant: form.product_code,
      amount: formatNpr(decimalToPaisa(form.total_amount) ?? 0, { paisa: true }),
      order: form.transaction_uuid,
      action: `${app.prefix}/__sim/decide`,
      hidden: { transaction_uuid: form.transaction_uuid },
    });
  });

  app.post('/__sim/decide', async (request, reply) => {
    const body = request.body as { transaction_uuid?: unknown; choice?: unknown } | undefined;
    const payment = payments.get(String(body?.transaction_uuid));
    const choice = choiceSchema.safeParse(body?.choice);
    if (!payment || payment.decided || !choice.success)
      return reply
        .status(409)
        .type('text/html; charset=utf-8')
        .send(refuse('This payment is already finished.'));
    payment.decided = true;
    const outcome = outcomes.resolve('esewa', choice.data);
    payment.status = { pay: 'COMPLETE', pending: 'PENDING', fail: 'NOT_FOUND', cancel: 'CANCELED' }[
      outcome
    ] as EsewaStatus;
    if (payment.status === 'COMPLETE') payment.code = randomBytes(4).toString('hex').toUpperCase();
    // Paid (or left to finish later) goes back with signed data; anything else to the failure URL.
    if (outcome === 'fail' || outcome === 'cancel') return reply.redirect(payment.form.failure_url, 303);
    const back = new URL(payment.form.success_url);
    back.searchParams.set('data', returnData(esewa.secretKey, payment));
    return reply.redirect(back.toString(), 303);
  });

  app.get(ESEWA_PATHS.status, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const payment = payments.get(query.transaction_uuid ?? '');
    const found =
      payment &&
      payment.form.product_code === query.product_code &&
      decimalToPaisa(query.total_amount ?? '') === decimalToPaisa(payment.form.total_amount);
    return {
      product_code: query.product_code ?? null,
      transaction_uuid: query.transaction_uuid ?? null,
      total_amount: Number(query.total_amount ?? 0),
      status: found ? payment.status : 'NOT_FOUND',
      ref_id: found ? payment.code : null,
    };
  });
}
