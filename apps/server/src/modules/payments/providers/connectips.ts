import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import {
  cancelledUnlessPaid,
  type PaymentProvider,
  type PaymentVerification,
  ProviderUnavailableError,
} from '../payment-provider.ts';
import {
  type ConnectipsFormField,
  formMessage,
  loadConnectipsKey,
  signConnectips,
  validationMessage,
} from './connectips-signing.ts';
import { callProvider, expectAnswer } from './provider-http.ts';

/** NCHL's paths under the gateway URL (INTEGRATIONS.md "ConnectIPS"). */
export const CONNECTIPS_PATHS = {
  loginPage: '/connectipswebgw/loginpage',
  validate: '/connectipswebws/api/creditor/validatetxn',
} as const;

const validationAnswer = z.object({
  status: z.string(),
  statusDesc: z.string().nullish(),
  txnAmt: z.union([z.number(), z.string()]).nullish(),
});

const nepalDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** NCHL takes printable ASCII without commas (the TOKEN joins fields with commas), up to `max`. */
function plainText(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/**
 * ConnectIPS: the browser posts a signed form to the gateway; NCHL sends the shopper back to
 * URLs registered with it, and only `validatetxn` says what happened.
 */
/** Why a ConnectIPS payment is paid back by hand. */
export const CONNECTIPS_NO_REFUND =
  'ConnectIPS has no refund call: pay it back to the shopper by bank transfer.';

export function createConnectipsProvider(config: NonNullable<PaymentsConfig['connectips']>): PaymentProvider {
  // A configured key is checked now (a bad one stops the start); a generated one is made when first needed.
  let key = config.privateKey ? loadConnectipsKey(config) : undefined;
  const signingKey = () => {
    key ??= loadConnectipsKey(config);
    return key;
  };

  async function validate(txnId: string, amount: number | undefined): Promise<PaymentVerification> {
    if (amount === undefined)
      throw new ProviderUnavailableError('connectips', 'validatetxn needs the amount asked');
    const token = signConnectips(
      signingKey(),
      validationMessage(config.merchantId, config.appId, txnId, String(amount)),
    );
    const answer = await callProvider('connectips', `${config.gatewayUrl}${CONNECTIPS_PATHS.validate}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${config.appId}:${config.password}`).toString('base64')}`,
      },
      body: JSON.stringify({
        merchantId: Number(config.merchantId),
        appId: config.appId,
        referenceId: txnId,
        txnAmt: amount,
        token,
      }),
    });
    const result = expectAnswer('connectips', answer, validationAnswer);
    const charged = result.txnAmt == null ? amount : Number(result.txnAmt);
    switch (result.status) {
      case 'SUCCESS':
        return { status: 'paid', amount: charged, currency: 'NPR', raw: result };
      case 'FAILED':
        return { status: 'failed', amount: null, currency: null, raw: result };
      default:
        // ERROR covers "not finished yet" as well as "not found": ask again later.
        return { status: 'pending', amount: null, currency: null, raw: result };
    }
  }

  return {
    id: 'connectips',
    async start(request) {
      const txnId = randomBytes(10).toString('hex').toUpperCase();
      const values: Record<ConnectipsFormField, string> = {
        MERCHANTID: config.merchantId,
        APPID: config.appId,
        APPNAME: config.appName,
        TXNID: txnId,
        TXNDATE: nepalDate.format(new Date()).replaceAll('/', '-'),
        TXNCRNCY: 'NPR',
        TXNAMT: String(request.amount),
        // Order ids are 12–16 characters; the cap only keeps to NCHL's limit of 20.
        REFERENCEID: request.oid.slice(0, 20),
        REMARKS: plainText(request.description, 50),
        PARTICULARS: plainText(request.description, 100),
      };
      const token = signConnectips(signingKey(), formMessage(values));
      return {
        kind: 'form',
        actionUrl: `${config.gatewayUrl}${CONNECTIPS_PATHS.loginPage}`,
        formData: { ...values, TOKEN: token },
        providerRef: txnId,
        currency: 'NPR',
        providerAmount: request.amount,
      };
    },
    verify: validate,
    cancel: (txnId, amount) => cancelledUnlessPaid(validate(txnId, amount)),
    async refund() {
      // INTEGRATIONS.md: the creditor API validates transactions and has no refund call.
      return { status: 'unsupported', reason: CONNECTIPS_NO_REFUND };
    },
  };
}
