import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; the handler below turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers the answer must carry, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** What went wrong underneath, for the log (never sent to the client). */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found.') => new AppError('not_found', what);

/** The body of every error answer: `{detail, errors?}` plus field messages at the top level. */
export function errorBody(detail: string, errors?: FieldErrors) {
  return errors ? { detail, errors, ...errors } : { detail };
}

function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : fallback;
}

/** Field messages of zod issues, keyed by the dotted path (`non_field_errors` for the whole). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

/** PostgreSQL error codes that mean the client sent something the data does not allow, or a timeout. */
const PG_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  '23505': { status: 409, detail: 'This already exists.' },
  '23503': { status: 400, detail: 'A referenced record does not exist.' },
  '23514': { status: 400, detail: 'A value is out of range.' },
  '22P02': { status: 400, detail: 'A value has the wrong format.' },
  '22003': { status: 400, detail: 'A number is out of range.' },
  // Text the database cannot hold (a NUL character, a byte sequence outside UTF-8): the edge
  // refuses NUL first (input-guards.ts); these answer whatever else slips through.
  '22021': { status: 400, detail: 'Text has a character that cannot be stored.' },
  '22P05': { status: 400, detail: 'Text has a character that cannot be stored.' },
  '22001': { status: 400, detail: 'A value is too long.' },
  '22007': { status: 400, detail: 'A date has the wrong format.' },
  '22008': { status: 400, detail: 'A date is out of range.' },
  // query_canceled: a statement ran past its timeout (either pool's, db/client.ts).
  '57014': { status: 503, detail: 'This took too long. Please try again in a moment.' },
};

/** The driver's error under a failed query: Drizzle wraps it in `cause`. */
function driverError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The PostgreSQL SQLSTATE of a failed query. */
export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code;
}

/** The unique index a failed insert ran into, so callers tell "e-mail taken" from other clashes. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = driverError(error);
  return e?.code === '23505' && typeof e.constraint === 'string' ? e.constraint : undefined;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send(errorBody(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, 'non_field_errors');
        errors[name] = [...(errors[name] ?? []), issue.message ?? 'Invalid value.'];
      }
      return reply.status(400).send(errorBody('Invalid input.', errors));
    }
    const pg = PG_CLIENT_ERRORS[pgErrorCode(error) ?? ''];
    if (pg) return reply.status(pg.status).send(errorBody(pg.detail));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('Something went wrong.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('Something went wrong.'));
  });
}
