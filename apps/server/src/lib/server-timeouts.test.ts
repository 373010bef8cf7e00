import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * A client that sends its request a byte at a time holds a connection (and, for a form, the
 * parser) for as long as it likes unless the server times the request: over a real socket, the
 * whole request must arrive within REQUEST_TIMEOUT_SECONDS and its headers within
 * HEADERS_TIMEOUT_SECONDS.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const DRIP_MS = 200;

/**
 * Sends `head`, then `drip` one byte every 200 ms. Settles on the server's first answer or its
 * closing the connection, or a second after the drip ran dry (a server that waits on).
 */
function slowClient(head: string, drip: string) {
  return new Promise<{ answer: string; dripped: number }>((resolve) => {
    let answer = '';
    let dripped = 0;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (dripped < drip.length) socket.write(drip.charAt(dripped++));
    }, DRIP_MS);
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, dripped });
    };
    const giveUp = setTimeout(finish, drip.length * DRIP_MS + 1000);
    socket.on('data', (chunk) => {
      answer += chunk;
      finish();
    });
    socket.on('close', finish);
    // Writing after the server hung up; what it answered is already in `answer`.
    socket.on('error', () => {});
  });
}

const post = (contentType: string, length: number) =>
  `POST /api/v1/cart-view/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`;

/** 40 bytes at 200 ms: 8 s, well past the 2 s time-out and Node's 1 s check. */
const TRICKLE = 'x'.repeat(40);

describe('request time-outs over a real socket', () => {
  it('cuts off a body trickled a byte at a time, JSON or a form upload, with 408', async () => {
    for (const contentType of ['application/json', 'multipart/form-data; boundary=x']) {
      const { answer, dripped } = await slowClient(post(contentType, 1000), TRICKLE);
      expect(dripped, contentType).toBeLessThan(TRICKLE.length);
      // The 408 may be lost when the connection is reset under it; then the close alone says it.
      expect(answer, contentType).toMatch(/^(HTTP\/1\.1 408 |$)/);
    }
  });

  it('cuts off headers that never end', async () => {
    const { answer, dripped } = await slowClient('GET /api/openapi.json HTTP/1.1\r\nX-Slow: ', TRICKLE);
    expect(dripped).toBeLessThan(TRICKLE.length);
    expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('still serves requests, a slowish body within the time-out among them', async () => {
    const docs = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    expect(docs.status).toBe(200);
    const { answer, dripped } = await slowClient(post('application/json', 2), '{}');
    expect(dripped).toBe(2);
    // The route's own answer to the empty body, not a time-out.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
