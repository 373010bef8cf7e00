import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import { PRODUCT_PART_LIMITS } from '@pasal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, errorBody } from './errors.ts';

/** Files one form may carry: the vendor's product form sends a thumbnail and a full gallery. */
export const MULTIPART_MAX_FILES = 1 + PRODUCT_PART_LIMITS.gallery;
/**
 * Text fields one form may carry: the longest form, a product at its limits, has about 270 (ten
 * fields, two per specification, size and colour row, and the gallery pictures to remove).
 */
export const MULTIPART_MAX_FIELDS = 300;

/** Room for the boundaries and part headers around the content (a few hundred bytes a part). */
const FRAMING_BYTES = 64 * 1024;

/** The largest multipart body accepted: every file at its limit plus the text fields' budget. */
export const multipartMaxBytes = (config: Config) =>
  MULTIPART_MAX_FILES * config.uploadLimit + config.bodyLimit + FRAMING_BYTES;

const isMultipart = (contentType: string | undefined) =>
  contentType?.trimStart().toLowerCase().startsWith('multipart/') ?? false;

/** Value and text bytes of one part: a file as its bytes, a field as sent (a JSON part parsed). */
async function partValue(part: Multipart): Promise<{ value: unknown; textBytes: number }> {
  if (part.type === 'file') return { value: await part.toBuffer(), textBytes: 0 };
  const { value } = part;
  return { value, textBytes: Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value)) };
}

/**
 * Whatever stops the parser is the client's body: the limits keep their 413, and the parser's
 * own failures (no boundary, a wrong one, a body cut short, a JSON part that is not JSON) carry
 * no status of their own, so they answer 400 here rather than 500 in the error handler.
 */
function formError(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: unknown } | null)?.statusCode === 413)
    return error;
  const reason = error instanceof Error ? error.message.replace(/^Multipart: /, '') : 'unreadable';
  return new AppError('bad_request', `Malformed form data: ${reason}.`, undefined, undefined, error);
}

/**
 * The form as `{name: value}` (a repeated name as a list), read part by part so the text budget
 * stops it as soon as it is spent.
 */
async function readForm(request: FastifyRequest, textBudget: number) {
  const values = new Map<string, unknown[]>();
  let textBytes = 0;
  try {
    for await (const part of request.parts()) {
      const { value, textBytes: bytes } = await partValue(part);
      textBytes += bytes;
      if (textBytes > textBudget) {
        throw new AppError('payload_too_large', `A form's text fields may be at most ${textBudget} bytes.`);
      }
      values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), value]);
    }
  } catch (error) {
    throw formError(error);
  }
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
}

/**
 * Form posts (multipart/form-data) on every route, with bounded memory: fields and files are
 * buffered into the body, and the multipart parser bypasses Fastify's bodyLimit. So the request
 * must announce its length, at most multipartMaxBytes; at most MULTIPART_MAX_FILES files of
 * UPLOAD_LIMIT_BYTES each; the text fields together at most BODY_LIMIT_BYTES, as a JSON body.
 * Anything over answers 413 JSON; a body that is not a well-formed form answers 400 JSON.
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
  // Without attachFieldsToBody the plugin only parses; readForm gathers the body, so the
  // parser's errors pass through formError.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.uploadLimit,
      files: MULTIPART_MAX_FILES,
      fields: MULTIPART_MAX_FIELDS,
      // One byte over the budget, so a truncated field is told apart from a full one.
      fieldSize: config.bodyLimit + 1,
      parts: MULTIPART_MAX_FILES + MULTIPART_MAX_FIELDS,
      headerPairs: 100,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readForm(request, config.bodyLimit);
  });
}
