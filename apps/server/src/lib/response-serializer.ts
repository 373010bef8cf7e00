import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Responses are written by fast-json-stringify from each route's zod response schema turned into
 * JSON Schema, as Fastify writes its own: it keeps only the declared properties, as zod's
 * encode did, at a fraction of its cost (decision 0024; encoding through zod before
 * JSON.stringify was about a tenth of the server's CPU on catalogue reads). A schema JSON Schema
 * cannot express (a transform) keeps zod's encoder.
 *
 * With `crossCheck` (every environment but production), each response is also encoded by zod and
 * the two must agree, so the test suites hold the fast writer to zod's answer on every route
 * they call, and zod still refuses a handler's answer that breaks its schema.
 */
export function responseSerializerCompiler({
  crossCheck,
}: {
  crossCheck: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route);
    const fast = fastWriter(route.schema);
    if (!fast) return viaZod;
    if (!crossCheck) return fast;
    return (data) => {
      const checked = viaZod(data);
      const written = fast(data);
      // Mostly the very same text; parsing both is needed only when key order or number form differ.
      if (written !== checked && !isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(
          `${route.method} ${route.url}: the fast response writer disagrees with zod:\n${written}\n${checked}`,
        );
      }
      return written;
    };
  };
}

type Writer = (data: unknown) => string;

/**
 * Writers by schema: route schemas are module constants, so an app built again in the same
 * process (the test suites build dozens) reuses them instead of compiling each again (up to a few
 * milliseconds a schema).
 */
const writers = new WeakMap<ZodType, Writer | null>();

/** fast-json-stringify for the schema, or null when JSON Schema cannot express it. */
function fastWriter(schema: ZodType): Writer | null {
  let writer = writers.get(schema);
  if (writer === undefined) {
    writer = compileWriter(schema);
    writers.set(schema, writer);
  }
  return writer;
}

function compileWriter(schema: ZodType): Writer | null {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return null;
  }
  delete json.$schema;
  return fastJson(json);
}
