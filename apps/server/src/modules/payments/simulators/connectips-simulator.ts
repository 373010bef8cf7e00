import { createPublicKey, type KeyObject } from 'node:crypto';
import { formatNpr } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import { CONNECTIPS_PATHS } from '../providers/connectips.ts';
import {
  connectipsSignatureValid,
  formMessage,
  loadConnectipsKey,
  validationMessage,
} from '../providers/connectips-signing.ts';
import { hostedPage, noticePage } from './hosted-page.ts';
import { choiceSchema, type OutcomeQueue } from './outcomes.ts';

/**
 * NCHL's gateway under `/connectips`: the login page takes the signed form (a bad TOKEN is
 * refused), the shopper decides, and is sent to the merchant's registered URL with `?TXNID=`;
 * `validatetxn` (Basic auth, signed token) answers the stored amount and status.
 */

const noComma = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^,]*$/, 'no commas');
const loginSchema = z.object({
  MERCHANTID: z.string().regex(/^\d+$/),
  APPID: z.string().min(1).max(20),
  APPNAME: z.string().min(1).max(30),
  TXNID: z.string().min(1).max(20),
  TXNDATE: z.string().regex(/^\d{2}-\d{2}-\d{4}$/),
  TXNCRNCY: z.literal('NPR'),
  TXNAMT: z.string().regex(/^[1-9]\d*$/),
  REFERENCEID: z.string().min(1).max(20),
  REMARKS: noComma(50),
  PARTICULARS: noComma(100),
  TOKEN: z.string().min(1),
});
type LoginForm = z.infer<typeof loginSchema>;

const validateSchema = z.object({
  merchantId: z.union([z.number(), z.string()]).transform(String),
  appId: z.string(),
  referenceId: z.string(),
  txnAmt: z.union([z.number(), z.string()]).transform(String),
  token: z.string(),
});

interface SimTxn {
  form: LoginForm;
  status: 'initiated' | 'paid' | 'failed' | 'pending';
}

/** validatetxn's answers by state: only a paid transaction is SUCCESS. */
const ANSWERS: Record<SimTxn['status'], { status: string; statusDesc: string }> = {
  paid: { status: 'SUCCESS', statusDesc: 'TRANSACTION SUCCESSFUL' },
  failed: { status: 'FAILED', statusDesc: 'TRANSACTION FAILED' },
  pending: { status: 'ERROR', statusDesc: 'TRANSACTION PENDING' },
  initiated: { status: 'ERROR', statusDesc: 'TRANSACTION NOT COMPLETED' },
};

const BRAND = 'connectIPS';

export interface ConnectipsSimulatorOptions {
  connectips: NonNullable<PaymentsConfig['connectips']>;
  outcomes: OutcomeQueue;
}

export async function connectipsSimulator(
  app: FastifyInstance,
  { connectips, outcomes }: ConnectipsSimulatorOptions,
) {
  const txns = new Map<string, SimTxn>();
  let publicKey: KeyObject | undefined;
  // The merchant's public half; NCHL holds it from registration, the simulator derives it.
  const merchantKey = () => {
    publicKey ??= createPublicKey(loadConnectipsKey(connectips));
    return publicKey;
  };
  const basic = `Basic ${Buffer.from(`${connectips.appId}:${connectips.password}`).toString('base64')}`;
  const refuse = (text: string) => noticePage(BRAND, 'Request refused', text);

  app.post(CONNECTIPS_PATHS.loginPage, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.status(400).send(refuse(`${issue?.path.join('.')}: ${issue?.message}`));
    }
    const form = parsed.data;
    if (form.MERCHANTID !== connectips.merchantId || form.APPID !== connectips.appId)
      return reply.status(400).send(refuse('Unknown merchant.'));
    if (!connectipsSignatureValid(merchantKey(), formMessage(form), form.TOKEN))
      return reply.status(400).send(refuse('Invalid TOKEN: the signature does not match the fields.'));
    if (txns.has(form.TXNID)) return reply.status(400).send(refuse('Duplicate TXNID.'));
    txns.set(form.TXNID, { form, status: 'initiated' });
    return hostedPage({
      brand: BRAND,
      accent: '#1d4f91',
      merchant: form.APPNAME,
      amount: formatNpr(Number(form.TXNAMT), { paisa: true }),
      order: `${form.REFERENCEID} (${form.REMARKS})`,
      action: `${app.prefix}/__sim/decide`,
      hidden: { TXNID: form.TXNID },
    });
  });

  app.post('/__sim/decide', async (request, reply) => {
    const body = request.body as { TXNID?: unknown; choice?: unknown } | undefined;
    const txn = txns.get(String(body?.TXNID));
    const choice = choiceSchema.safeParse(body?.choice);
    if (txn?.status !== 'initiated' || !choice.success)
      return reply
        .status(409)
        .type('text/html; charset=utf-8')
        .send(refuse('This transaction is already finished.'));
    const outcome = outcomes.resolve('connectips', choice.data);
    txn.status = outcome === 'pay' ? 'paid' : outcome === 'pending' ? 'pending' : 'failed';
    const back = new URL(txn.status === 'failed' ? connectips.failureUrl : connectips.successUrl);
    back.searchParams.set('TXNID', txn.form.TXNID);
    return reply.redirect(back.toString(), 303);
  });

  app.post(CONNECTIPS_PATHS.validate, async (request, reply) => {
    if (request.headers.authorization !== basic)
      return reply.status(401).send({ status: 'ERROR', statusDesc: 'Unauthorized' });
    const parsed = validateSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ status: 'ERROR', statusDesc: 'Invalid request' });
    const asked = parsed.data;
    const signed = validationMessage(asked.merchantId, asked.appId, asked.referenceId, asked.txnAmt);
    if (
      asked.merchantId !== connectips.merchantId ||
      !connectipsSignatureValid(merchantKey(), signed, asked.token)
    )
      return reply.status(401).send({ status: 'ERROR', statusDesc: 'Invalid token' });
    const txn = txns.get(asked.referenceId);
    const answer = !txn
      ? { status: 'ERROR', statusDesc: 'TRANSACTION NOT FOUND' }
      : txn.form.TXNAMT !== asked.txnAmt
        ? { status: 'ERROR', statusDesc: 'AMOUNT MISMATCH' }
        : ANSWERS[txn.status];
    return { ...asked, txnAmt: txn ? Number(txn.form.TXNAMT) : null, ...answer };
  });
}
