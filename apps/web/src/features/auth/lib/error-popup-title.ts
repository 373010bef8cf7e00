import { ApiError } from '../../../api/api-error.ts';

const FALLBACK = 'Something went wrong';

/**
 * Spec §8: the sign-in and sign-up failure pop-up is titled with the server's error object as
 * JSON text, or its detail text, or 'Something went wrong'. A request that never got an answer
 * says so (offline, timed out) rather than the fallback.
 */
export function errorPopupTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK;
  if (Object.keys(error.errors).length > 0) return JSON.stringify(error.errors);
  const body = error.body;
  const serverDetail = typeof body === 'object' && body !== null && 'detail' in body && body.detail;
  if (typeof serverDetail === 'string' || error.status === 0) return error.detail;
  return FALLBACK;
}
