/** Field messages as the server sends them: `{ email: ['Enter a valid email.'] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call surfaces as this one type: `status` 0 means the request never got an
 * answer (offline or timed out).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldErrors;
  /** The parsed error body, for screens that show the server's own words (spec §8). */
  readonly body: unknown;

  constructor(status: number, detail: string, errors: FieldErrors = {}, body: unknown = null) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.body = body;
  }

  /** The first message for a field, for forms. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const fallback = status >= 500 ? 'Something went wrong. Please try again.' : 'Request failed.';
  if (!isRecord(body)) return new ApiError(status, fallback, {}, body);
  const detail = typeof body.detail === 'string' ? body.detail : fallback;
  return new ApiError(status, detail, toFieldErrors(body.errors), body);
}
