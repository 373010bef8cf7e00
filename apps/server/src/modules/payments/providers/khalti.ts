import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import { cancelledUnlessPaid, type PaymentProvider, type PaymentVerification } from '../payment-provider.ts';
import { callProvider, expectAnswer } from './provider-http.ts';

type KhaltiConfig = NonNullable<PaymentsConfig['khalti']>;

/** Khalti ePayment's paths (INTEGRATIONS.md "Khalti ePayment"). */
export const KHALTI_PATHS = {
  initiate: '/api/v2/epayment/initiate/',
  lookup: '/api/v2/epayment/lookup/',
} as const;

/** Khalti takes no payment under Rs. 10 (1,000 paisa). */
export const KHALTI_MINIMUM_PAISA = 1000;

/**
 * Why a Khalti payment is paid back by hand. Khalti's merchant refund call takes no idempotency
 * key (a retry after a time-out could pay twice) and a partial refund needs the payer's number.
 */
export const KHALTI_NO_REFUND =
  'Khalti refunds are made from the Khalti merchant dashboard: pay it back to the shopper there.';

const initiateAnswer = z.object({ pidx: z.string().min(1), payment_url: z.url() });
const lookupAnswer = z.object({
  status: z.string(),
  total_amount: z.number().int().nullish(),
  transaction_id: z.string().nullish(),
});

/** Lookup's statuses, as ours. */
const STATUSES: Record<string, PaymentVerification['status']> = {
  Completed: 'paid',
  Pending: 'pending',
  Initiated: 'pending',
  Expired: 'failed',
  Failed: 'failed',
  Refunded: 'failed',
  'Partially Refunded': 'failed',
  'User canceled': 'cancelled',
};

/**
 * Khalti ePayment: initiate gives a payment page; the shopper's return is unsigned, so only the
 * lookup (by pidx) says whether the stored amount was paid.
 */
export function createKhaltiProvider(config: KhaltiConfig): PaymentProvider {
  const headers = { authorization: `Key ${config.secretKey}`, 'content-type': 'application/json' };

  async function lookup(pidx: string): Promise<PaymentVerification> {
    const answer = await callProvider('khalti', `${config.apiUrl}${KHALTI_PATHS.lookup}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pidx }),
    });
    // Khalti answers expired and cancelled payments with 400 and the same body.
    const body = answer.status === 400 ? lookupAnswer.safeParse(answer.body) : undefined;
    const result = body?.success ? body.data : expectAnswer('khalti', answer, lookupAnswer);
    const verified = STATUSES[result.status] ?? 'pending';
    return verified === 'paid'
      ? {
          status: 'paid',
          amount: result.total_amount ?? null,
          currency: 'NPR',
          receipt: result.transaction_id,
          raw: result,
        }
      : { status: verified, amount: null, currency: null, raw: result };
  }

  return {
    id: 'khalti',
    minimumAmount: KHALTI_MINIMUM_PAISA,
    async start(request) {
      const answer = await callProvider('khalti', `${config.apiUrl}${KHALTI_PATHS.initiate}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          // Khalti appends its own query (pidx, status…) to the return URL.
          return_url: request.returnUrl,
          website_url: new URL(request.returnUrl).origin,
          amount: request.amount,
          purchase_order_id: request.oid,
          purchase_order_name: request.description,
          customer_info: { name: request.fullName, email: request.email },
        }),
      });
      const started = expectAnswer('khalti', answer, initiateAnswer);
      return {
        kind: 'redirect',
        url: started.payment_url,
        providerRef: started.pidx,
        currency: 'NPR',
        providerAmount: request.amount,
        raw: answer.body,
      };
    },
    verify: lookup,
    cancel: (pidx) => cancelledUnlessPaid(lookup(pidx)),
    async refund() {
      return { status: 'unsupported', reason: KHALTI_NO_REFUND };
    },
  };
}
