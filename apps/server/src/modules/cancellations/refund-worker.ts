import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@pasal/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type BackgroundWorker, listeningWorker } from '../../lib/listening-worker.ts';
import { retryDelayMs } from '../../lib/worker-loop.ts';
import type { OnlineMethod, RefundResult } from '../payments/payment-provider.ts';
import type { PaymentRegistry } from '../payments/payment-registry.ts';
import {
  type ClaimedRefund,
  claimDueRefunds,
  markRefundAttemptFailed,
  markSettled,
  msUntilNextRefund,
} from './refund-queue.ts';
import { REFUND_CHANNEL } from './refund-rows.ts';

/**
 * How long a worker holds the refunds it took: well past the longest provider call (20 s time-out,
 * one retry by the Stripe SDK), so no other worker takes one still being made. A worker killed
 * mid-call leaves its refunds to be taken again once this runs out; the idempotency key then
 * makes the provider answer with the refund it already made.
 */
export const REFUND_CLAIM_MS = 2 * 60_000;
/** The longest wait between two attempts at one refund. */
const RETRY_CAP_MS = 60 * 60_000;
/** Refunds one pass takes and makes side by side. */
const BATCH = 5;

export interface RefundWorkerOptions {
  /** The longest rest with nothing due: the safety net for a missed notification. */
  pollMs: number;
  /** The wait before the first retry; it doubles with each one after. */
  retryBaseMs: number;
  /** Attempts before a refund the provider cannot be reached for is given up (status `failed`). */
  maxAttempts: number;
  claimMs?: number;
}

/** Makes refunds in the background; any number of processes may run one on one database. */
export type RefundWorker = BackgroundWorker;

/** The idempotency key of a refund at its provider: the same for every try of it. */
export const refundKey = (refundId: number) => `pasal-refund-${refundId}`;

const isOnline = (provider: string): provider is OnlineMethod =>
  provider !== 'cod' && (PAYMENT_METHODS as readonly string[]).includes(provider);

/**
 * The refund worker: takes due refunds (the claim in refund-queue.ts keeps two workers off one),
 * asks the payment's provider for each outside any transaction, and marks it refunded, or owed
 * where the provider has no refund call (or is no longer configured), or failed when the provider
 * refused; a provider that could not be reached is tried again after a back-off, and given up
 * (failed) after the last attempt. It wakes when any process commits a refund (a database
 * notification), when a retry falls due, and otherwise every `pollMs`.
 */
export function createRefundWorker(
  database: Database,
  providers: PaymentRegistry,
  options: RefundWorkerOptions,
  log: FastifyBaseLogger,
): RefundWorker {
  const { db } = database;
  const claimMs = options.claimMs ?? REFUND_CLAIM_MS;

  async function ask({ refund, payment }: ClaimedRefund): Promise<RefundResult> {
    const method = payment.provider;
    if (!isOnline(method) || !providers.available().includes(method)) {
      const name = isOnline(method) ? PAYMENT_METHOD_LABELS[method] : method;
      return { status: 'unsupported', reason: `${name} is not configured: pay it back by hand.` };
    }
    return providers.get(method).refund({
      providerRef: payment.providerRef,
      amount: refund.amount,
      payment,
      idempotencyKey: refundKey(refund.id),
    });
  }

  async function make(claimed: ClaimedRefund) {
    const { refund } = claimed;
    let result: RefundResult;
    try {
      result = await ask(claimed);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = refund.attempts >= options.maxAttempts;
      const retryMs = last ? null : retryDelayMs(refund.attempts, options.retryBaseMs, RETRY_CAP_MS);
      await markRefundAttemptFailed(db, refund, error, retryMs);
      if (last)
        log.error({ err, refundId: refund.id, attempts: refund.attempts }, 'refund not made: given up');
      else
        log.warn(
          { err, refundId: refund.id, attempts: refund.attempts, retryMs },
          'refund not made: will retry',
        );
      return;
    }
    switch (result.status) {
      case 'refunded':
        await markSettled(db, refund.id, result);
        return;
      case 'unsupported':
        await markSettled(db, refund.id, { status: 'owed', reason: result.reason });
        log.warn({ refundId: refund.id, reason: result.reason }, 'refund owed: to be paid back by hand');
        return;
      case 'failed':
        await markRefundAttemptFailed(db, refund, result.error, null);
        log.error({ refundId: refund.id, error: result.error }, 'refund refused by the provider');
    }
  }

  async function pass(): Promise<number> {
    const claimed = await claimDueRefunds(db, { limit: BATCH, leaseMs: claimMs });
    if (claimed.length > 0) {
      await Promise.all(claimed.map(make));
      return 0;
    }
    // One due now but not claimed is being taken by another worker this instant: look again shortly.
    const due = await msUntilNextRefund(db);
    return Math.min(Math.max(due ?? options.pollMs, 50), options.pollMs);
  }

  return listeningWorker({
    database,
    channel: REFUND_CHANNEL,
    name: 'refund worker',
    pass,
    restAfterErrorMs: options.pollMs,
    log,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's refund worker: started when the app starts listening, stopped when it closes.
     * Tests that only inject start it themselves.
     */
    refundWorker: RefundWorker;
  }
}

/** Gives the app its refund worker, refunding through the configured providers. */
export function attachRefundWorker(
  app: FastifyInstance,
  database: Database,
  config: Config,
  providers: PaymentRegistry,
) {
  const worker = createRefundWorker(
    database,
    providers,
    config.refunds,
    app.log.child({ module: 'refunds' }),
  );
  app.decorate('refundWorker', worker);
  app.addHook('onListen', () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
