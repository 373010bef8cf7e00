import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const lineSchema = z.object({ name: z.string(), qty: z.number().int(), note: z.string().nullable() });

/** A route answering `value` under lineSchema, written by the compiler under test. */
async function answer(value: unknown, crossCheck: boolean) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck }));
  app.get('/line', { schema: { response: { 200: lineSchema } } }, async () => value);
  try {
    return await app.inject('/line');
  } finally {
    await app.close();
  }
}

describe('responses written from JSON Schema', () => {
  it('writes only the declared properties, as zod did, in production and outside it', async () => {
    for (const crossCheck of [false, true]) {
      const res = await answer({ name: 'Router', qty: 2, note: null, passwordHash: 'secret' }, crossCheck);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'Router', qty: 2, note: null });
      expect(res.body).not.toContain('secret');
    }
  });

  it('in production writes with the fast writer, which coerces what zod would refuse', async () => {
    // zod refuses a string quantity (a 500); fast-json-stringify writes the number it holds.
    const res = await answer({ name: 'Router', qty: '3', note: 'gift' }, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Router', qty: 3, note: 'gift' });
  });

  it('outside production still refuses an answer that breaks its schema', async () => {
    const res = await answer({ name: 'Router', qty: '3', note: 'gift' }, true);
    expect(res.statusCode).toBe(500);
  });

  it('compiles a schema once per process: an app built again reuses its writer', () => {
    const compile = responseSerializerCompiler({ crossCheck: false });
    const route = { schema: lineSchema, method: 'GET', url: '/line', httpStatus: '200' };
    expect(compile(route)).toBe(compile({ ...route, url: '/other-line' }));
  });
});
