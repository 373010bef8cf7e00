import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, errorBody } from './errors.ts';

/** Files one form may carry: the vendor's product form sends a thumbnail and a gallery. */
export const MULTIPART_MAX_FILES = 10;
/** Text fields one form may carry; the longest form (a product) has a few dozen. */
export const MULTIPART_MAX_FIELDS = 100;

/** Room for the boundaries and part headers around the content (a few hundred bytes a part). */
const FRAMING_BYTES = 64 * 1024;

/** The largest multipart body accepted: every file at its limit plus the text fields' budget. */
export const multipartMaxBytes = (config: Config) =>
  MULTIPART_MAX_FILES * config.uploadLimit + config.bodyLimit + FRAMING_BYTES;

const isMultipart = (contentType: string | undefined) =>
  contentType?.trimStart().toLowerCase().startsWith('multipart/') ?? false;

/**
 * Form posts (multipart/form-data) on every route, with bounded memory: fields and files are
 * buffered (attachFieldsToBody), and the multipart parser bypasses Fastify's bodyLimit. So the
 * request must announce its length, at most multipartMaxBytes; at most MULTIPART_MAX_FILES files
 * of UPLOAD_LIMIT_BYTES each; the text fields together at most BODY_LIMIT_BYTES, as a JSON body.
 * Anything over answers 413 JSON.
 */
export async function registerMultipart(app: FastifyInstance, config: Config) {
  const maxBytes = multipartMaxBytes(config);
  app.addHook('onRequest', async (request, reply) => {
    if (!isMultipart(request.headers['content-type'])) return;
    const announced = request.headers['content-length'];
    // Without a length (chunked) only the per-part limits would bound what is buffered.
    if (announced === undefined) {
      return reply.status(411).send(errorBody('A form upload must send its Content-Length.'));
    }
    if (Number(announced) > maxBytes) {
      throw new AppError('payload_too_large', `A form may be at most ${maxBytes} bytes.`);
    }
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: config.uploadLimit,
      files: MULTIPART_MAX_FILES,
      fields: MULTIPART_MAX_FIELDS,
      // One byte over the budget, so a truncated field is told apart from a full one below.
      fieldSize: config.bodyLimit + 1,
      parts: MULTIPART_MAX_FILES + MULTIPART_MAX_FIELDS,
      headerPairs: 100,
    },
  });
  // Runs after the parser's own preValidation hook has gathered the fields.
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    let textBytes = 0;
    for (const value of Object.values(request.body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string') textBytes += Buffer.byteLength(item);
      }
    }
    if (textBytes > config.bodyLimit) {
      throw new AppError(
        'payload_too_large',
        `A form's text fields may be at most ${config.bodyLimit} bytes.`,
      );
    }
  });
}
