import type { PaymentMethod } from '@pasal/domain';

/**
 * The one shape every online payment provider takes (STYLE.md "Providers follow one pattern";
 * PRODUCT.md "Payments and couriers"). Adapters talk HTTP to a base URL from config, map the
 * provider's statuses to ours in one place, and return results rather than throw the
 * provider's errors. Cash on delivery needs no provider: it only takes stock.
 *
 * Callers never hold a database transaction open across these calls (ARCHITECTURE.md).
 */

export type OnlineMethod = Exclude<PaymentMethod, 'cod'>;

/**
 * The providers whose `refund` answers `unsupported`, for words written before the refund is
 * tried (a cancellation mail): ConnectIPS has no refund call; the wallets' are made by hand.
 */
export const REFUNDED_BY_HAND: ReadonlySet<OnlineMethod> = new Set(['connectips', 'esewa', 'khalti']);

/** What a provider is told about an order it is asked to charge; amounts are decided by the server. */
export interface ChargeRequest {
  orderId: number;
  oid: string;
  /** The order total in paisa. */
  amount: number;
  email: string;
  fullName: string;
  /** e.g. "Pasal order q7m2x9kp4tza", kept ASCII without commas (ConnectIPS remarks). */
  description: string;
  /** Where the provider sends the shopper after paying (absolute, under PUBLIC_URL). */
  returnUrl: string;
  /** Where the provider sends the shopper who gave up. */
  cancelUrl: string;
}

/** How the browser continues: to a hosted page, or by posting a signed form to the gateway. */
export type PaymentStart = (
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; actionUrl: string; formData: Record<string, string> }
) & {
  /** The provider's id for this attempt (Stripe session, PayPal order, ConnectIPS TXNID). */
  providerRef: string;
  /** Currency and amount in that currency's minor unit as actually requested (USD cents for PayPal). */
  currency: string;
  providerAmount: number;
  /** NPR per unit of `currency` when it is not NPR (PayPal), as text so nothing is rounded. */
  fxRate?: string;
  raw?: unknown;
};

export type VerifiedStatus = 'paid' | 'pending' | 'failed' | 'cancelled';

/** What the provider itself says became of an attempt; never what the browser claimed. */
export interface PaymentVerification {
  status: VerifiedStatus;
  /** Charged amount in the provider's minor unit, to compare with what was asked; null if unknown. */
  amount: number | null;
  currency: string | null;
  /** When paid: the provider's own id for the money, as its dashboard shows it (payments.receipt). */
  receipt?: string | null;
  raw?: unknown;
}

/** Money to give back from a captured payment attempt (a cancelled part, or the whole attempt). */
export interface RefundRequest {
  /** The attempt's provider id (Stripe session, PayPal order, ConnectIPS TXNID). */
  providerRef: string;
  /** What to give back, in paisa (NPR). */
  amount: number;
  /** The attempt as stored: what it charged in paisa and in the provider's unit, and at what rate. */
  payment: { amount: number; providerAmount: number; fxRate: string | null };
  /**
   * The same key for every try of one refund (our refund's id), sent as the provider's
   * idempotency key, so a retry after a crash or a time-out refunds once.
   */
  idempotencyKey: string;
}

/**
 * - `refunded`: the provider took the refund (`refundId` is its id for it).
 * - `unsupported`: the provider has no refund call; the money is owed back by hand (`reason`).
 * - `failed`: the provider refused it for good (already refunded elsewhere, too much); `error` says why.
 * A provider that cannot be reached throws ProviderUnavailableError: try again later.
 */
export type RefundResult =
  | { status: 'refunded'; refundId: string }
  | { status: 'unsupported'; reason: string }
  | { status: 'failed'; error: string };

export interface PaymentProvider {
  readonly id: OnlineMethod;
  /** The least the provider takes, in paisa (Khalti: Rs. 10); none when it takes any amount. */
  readonly minimumAmount?: number;
  start(request: ChargeRequest): Promise<PaymentStart>;
  /**
   * Asks the provider what became of `providerRef`, finishing what the provider needs finished
   * first (PayPal: capture an approved order). Safe to call any number of times.
   * `providerAmount` is the start's `providerAmount` as stored: ConnectIPS cannot look a
   * transaction up without it (it throws when it is missing); the others ignore it.
   */
  verify(providerRef: string, providerAmount?: number): Promise<PaymentVerification>;
  /** The shopper came back through the cancel link: end the attempt at the provider where it can be ended. */
  cancel(providerRef: string, providerAmount?: number): Promise<PaymentVerification>;
  /** Gives money of a captured attempt back to the shopper. Never inside a database transaction. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/**
 * `cancel` for providers with no call to end a payment (ConnectIPS, the wallets): what the
 * provider says, except that anything not paid is given up. If it says paid, it was.
 */
export async function cancelledUnlessPaid(asked: Promise<PaymentVerification>): Promise<PaymentVerification> {
  const result = await asked;
  return result.status === 'paid' ? result : { ...result, status: 'cancelled' };
}

/** Thrown (as the only error adapters throw) when a provider cannot be reached or answers nonsense. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: OnlineMethod,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}
