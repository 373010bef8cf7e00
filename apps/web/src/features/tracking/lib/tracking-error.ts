import { ApiError } from '../../../api/api-error.ts';

/**
 * Spec §8 tracking failures show the server's `error` field, else the screen's own fallback
 * ('Failed to fetch tracking information', 'Order not found').
 */
export function trackingErrorText(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? error.body : null;
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return fallback;
}

/**
 * What went wrong when the answer was not "no such order": offline, timed out, rate limited or
 * a server fault. Said beside the spec's words, because 'Order not found' alone would send a
 * shopper whose connection dropped looking for a different order id.
 */
export function trackingErrorDetail(error: unknown, shown: string): string | undefined {
  if (!(error instanceof ApiError) || error.status === 404) return undefined;
  return error.detail === shown ? undefined : error.detail;
}
