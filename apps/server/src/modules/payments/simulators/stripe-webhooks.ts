import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the whole endpoint secret, as Stripe signs. */
export function stripeSignature(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
  /** The wait before each retry; after the last, the event is given up (Stripe keeps trying for days). */
  retryDelaysMs: readonly number[];
  log: FastifyBaseLogger;
}

/** Delivers events like Stripe: signed afresh on every attempt, retried on failure, in no promised order. */
export function createWebhookSender({ url, secret, retryDelaysMs, log }: WebhookSenderOptions) {
  const stopped = new AbortController();
  const timers = new Set<NodeJS.Timeout>();

  async function deliver(body: string, attempt: number) {
    if (!url || stopped.signal.aborted) return;
    const delivered = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(secret, body) },
      body,
      signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(10_000)]),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (delivered || stopped.signal.aborted) return;
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) {
      log.warn({ url, attempts: attempt + 1 }, 'stripe simulator: webhook given up');
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(body, attempt + 1);
    }, delay);
    timers.add(timer);
  }

  return {
    send(type: string, object: object) {
      const event = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
      void deliver(JSON.stringify(event), 0);
    },
    close() {
      stopped.abort();
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
