import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const NUL = '\u0000';
export const NUL_REFUSED = 'Text may not contain NUL characters.';

/** Where a NUL character hides in a parsed value (strings in objects and arrays), or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes(NUL) ? path : nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Text PostgreSQL cannot store is refused at the edge: a NUL character in a path, query or body
 * (JSON, form or multipart field) answers 400 naming the field, before any route or query runs.
 * Registered after the multipart parser, whose fields arrive in its own preValidation hook.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPath(part, '');
      if (field !== null) {
        throw new AppError('bad_request', NUL_REFUSED, { [field || 'non_field_errors']: [NUL_REFUSED] });
      }
    }
  });
}
