import { Readable } from 'node:stream';
import { PRODUCT_PART_LIMITS } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_MAX_FIELDS, MULTIPART_MAX_FILES, multipartMaxBytes } from './lib/multipart.ts';
import { registerShopper } from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Any route takes form posts, public ones too, and the parser buffers what it reads: the limits
 * keep one request's memory bounded, and going over them is the client's mistake (413 JSON).
 */
const UPLOAD = 2048;
const BODY = 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_LIMIT_BYTES: String(UPLOAD), BODY_LIMIT_BYTES: String(BODY) } });
  t.app.post('/api/test-form', { config: { auth: 'public' } }, async (request) => {
    const body = request.body as Record<string, unknown>;
    const size = (v: unknown) => (Buffer.isBuffer(v) ? v.length : String(v).length);
    return Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map(size) : size(v)]),
    );
  });
  await t.app.ready();
});
afterAll(() => t.close());

type Entry = [name: string, value: string | { bytes: number; filename: string }];

async function form(entries: Entry[]) {
  const data = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: 'image/png' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const files = (n: number, bytes: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ['gallery', { bytes, filename: `p${i}.png` }]);

async function post(url: string, entries: Entry[]) {
  return t.app.inject({ method: 'POST', url, ...(await form(entries)) });
}

function expectJson(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/application\/json/);
  expect(JSON.parse(res.body)).toHaveProperty('detail');
}

describe('multipart limits', () => {
  it('takes a product-sized form: a thumbnail and a gallery, text up to the body limit', async () => {
    const res = await post('/api/test-form', [
      ['title', 't'.repeat(BODY - 10)],
      ['thumbnail', { bytes: UPLOAD, filename: 'thumb.png' }],
      ...files(MULTIPART_MAX_FILES - 1, UPLOAD),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: BODY - 10,
      thumbnail: UPLOAD,
      gallery: Array(MULTIPART_MAX_FILES - 1).fill(UPLOAD),
    });
    expect(MULTIPART_MAX_FILES).toBe(1 + PRODUCT_PART_LIMITS.gallery);
  });

  it('takes as many text fields as a product at its row limits sends', async () => {
    const rows = PRODUCT_PART_LIMITS.specification + PRODUCT_PART_LIMITS.size + PRODUCT_PART_LIMITS.color;
    const fields = 2 * rows + PRODUCT_PART_LIMITS.gallery + 10;
    expect(fields).toBeLessThanOrEqual(MULTIPART_MAX_FIELDS);
    const res = await post(
      '/api/test-form',
      Array.from({ length: MULTIPART_MAX_FIELDS }, (_, i): Entry => [`f${i}`, '1']),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toHaveLength(MULTIPART_MAX_FIELDS);
  });

  it('answers 413 JSON to a public route sent a file over UPLOAD_LIMIT_BYTES', async () => {
    for (const url of ['/api/v1/cart-view/', '/api/v1/user/register/']) {
      expectJson(await post(url, [['avatar', { bytes: UPLOAD + 1, filename: 'big.png' }]]), 413);
    }
  });

  it('answers 413 JSON, before reading it, to a body announced over the whole budget', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart-view/',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(multipartMaxBytes(t.config) + 1),
      },
      payload: '--x--\r\n',
    });
    expectJson(res, 413);
  });

  it('answers 413 JSON to more files than a form may carry', async () => {
    expectJson(await post('/api/v1/cart-view/', files(MULTIPART_MAX_FILES + 1, 10)), 413);
  });

  it('answers 413 JSON to text fields over BODY_LIMIT_BYTES, together or in one field', async () => {
    expectJson(await post('/api/v1/cart-view/', [['a', 'x'.repeat(BODY + 1)]]), 413);
    expectJson(
      await post('/api/v1/cart-view/', [
        ['a', 'x'.repeat(600)],
        ['b', 'y'.repeat(600)],
      ]),
      413,
    );
    const many = Array.from({ length: MULTIPART_MAX_FIELDS + 1 }, (_, i): Entry => [`f${i}`, '1']);
    expectJson(await post('/api/v1/cart-view/', many), 413);
  });

  it('answers 411 JSON to a form upload without Content-Length (chunked)', async () => {
    const { payload, headers } = await form([['a', 'b']]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart-view/',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([payload]),
    });
    expectJson(res, 411);
  });

  it('answers 400 JSON to a malformed or cut-short form, on public and signed-in routes alike', async () => {
    const field = (name: string, value: string) =>
      `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const image = '--x\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\n\r\n';
    const broken: [what: string, contentType: string, body: string][] = [
      ['no boundary', 'multipart/form-data', `${field('city', 'Dharan')}--x--\r\n`],
      ['another boundary', 'multipart/form-data; boundary=y', `${field('city', 'Dharan')}--x--\r\n`],
      [
        'a body cut short in a field',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="city"\r\n\r\nDha',
      ],
      [
        'a body cut short in a file',
        'multipart/form-data; boundary=x',
        `${field('city', 'Dharan')}${image}\x89PNG`,
      ],
      ['a preamble and no part', 'multipart/form-data; boundary=x', 'just text'],
      [
        'a JSON part that is not JSON',
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="city"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--x--\r\n`,
      ],
    ];
    const shopper = await registerShopper(t);
    const profileUrl = `/api/v1/user/profile/${shopper.userId}/`;
    const routes = [
      { method: 'POST' as const, url: '/api/v1/cart-view/', headers: {} },
      { method: 'PATCH' as const, url: profileUrl, headers: shopper.auth },
    ];
    for (const { method, url, headers } of routes) {
      for (const [what, contentType, payload] of broken) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${what} on ${url}: ${res.body}`).toBe(400);
        expect(res.json(), what).toEqual({ detail: expect.stringMatching(/^Malformed form data: /) });
      }
    }
    const profile = await t.app.inject({ url: profileUrl, headers: shopper.auth });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().city).not.toBe('Dharan');
  });
});
