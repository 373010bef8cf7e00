import { type Order, PAYMENT_MESSAGES, type PaymentResult } from '@pasal/domain';
import { isCancelled } from './order-state.ts';

/**
 * The four headers of spec §2/§4; `success` covers the server's `info` (already paid) too.
 * `cancelled` is a failure the shopper chose (the provider's cancel link): it says so, never
 * "verification failed".
 */
export type ResultKind = 'verifying' | 'success' | 'pending' | 'failed' | 'cancelled';

export type ResultState = { kind: ResultKind; message?: string };

/** Spec §4: success and info are success, warning is pending, error is failed. */
export function fromVerification(result: PaymentResult): ResultState {
  switch (result.status) {
    case 'success':
      return { kind: 'success', message: result.message };
    // "Already Paid" reads oddly to someone who has just paid (often the provider's webhook got
    // there first): the success header says all there is to say. Any other note (a second
    // payment to be refunded) is kept.
    case 'info':
      return result.message === PAYMENT_MESSAGES.alreadyPaid
        ? { kind: 'success' }
        : { kind: 'success', message: result.message };
    case 'warning':
      return { kind: 'pending', message: result.message };
    case 'error':
      return result.message === PAYMENT_MESSAGES.cancelled
        ? { kind: 'cancelled' }
        : { kind: 'failed', message: result.message };
  }
}

/** Without a provider's return, the order's own state says which header to show. */
export function fromOrder(order: Order): ResultState {
  if (isCancelled(order)) return { kind: 'failed' };
  if (order.payment_status === 'paid' || order.placed) return { kind: 'success' };
  if (order.payment_status === 'failed' || order.payment_status === 'cancelled') return { kind: 'failed' };
  return { kind: 'pending' };
}
