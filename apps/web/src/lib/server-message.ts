import { ApiError } from '../api/api-error.ts';

/**
 * The server's own words about a failure (its `detail`), or the client's note that the call
 * never got an answer; null when there is nothing better to say than the screen's own fallback
 * (spec §8: "server message or 'Something wrong. Please try again'").
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return error.detail;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return null;
}
