import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HttpsProxy {
  /** e.g. https://127.0.0.1:41235 */
  baseUrl: string;
  close(): Promise<void>;
}

/** A throwaway self-signed certificate for 127.0.0.1, made with the machine's openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pasal-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers that describe one connection, not the request: a proxy does not pass them on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** How often a bodiless request is tried on the app before the browser is answered 502. */
const ATTEMPTS = 3;

/**
 * Serves the app over HTTPS the way a TLS-terminating load balancer would: every request is
 * passed on to the plain-HTTP server at `target` with the X-Forwarded-* headers. Lets a journey see what the app
 * does differently when shoppers reach it over HTTPS (PRODUCT.md: Secure cookies).
 */
export async function startHttpsProxy(target: string): Promise<HttpsProxy> {
  const upstream = new URL(target);
  const server: Server = createServer(selfSignedCertificate(), (incoming, outgoing) => {
    const headers = { ...incoming.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const bodiless = incoming.method === 'GET' || incoming.method === 'HEAD';
    const attempt = (left: number) => {
      const forwarded = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          // A new connection each time: a kept-alive one the app has just closed would fail the
          // request (ECONNRESET).
          agent: false,
          // What a load balancer tells the app behind it (the app trusts it with TRUST_PROXY=true).
          headers: {
            ...headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-host': incoming.headers.host,
            'x-forwarded-for': incoming.socket.remoteAddress,
          },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      // Closing the browser's connection instead makes it retry on its own, up to
      // ERR_TOO_MANY_RETRIES, with nothing said of why: a load balancer retries what it safely
      // can, then answers 502, and the journey's report names the cause.
      forwarded.on('error', (error) => {
        if (outgoing.headersSent) return outgoing.destroy();
        if (bodiless && left > 1) return attempt(left - 1);
        console.error(`https proxy: ${incoming.method} ${incoming.url} failed on the app: ${error.message}`);
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(error.message);
      });
      if (bodiless) forwarded.end();
      else incoming.pipe(forwarded);
    };
    attempt(bodiless ? ATTEMPTS : 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
