import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type BackgroundWorker, listeningWorker } from '../../lib/listening-worker.ts';
import { retryDelayMs } from '../../lib/worker-loop.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import {
  claimDueMail,
  MAIL_CHANNEL,
  markAttemptFailed,
  markSent,
  msUntilNextDue,
  type OutboxRow,
} from './outbox.ts';

/**
 * How long a sender holds the mails it took: well past the longest SMTP delivery (its timeouts
 * are in mail-transport.ts), so no other sender takes one still being delivered. A sender killed
 * mid-delivery leaves its mails to be taken again once this runs out.
 */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** The longest wait between two attempts at one mail. */
const RETRY_CAP_MS = 60 * 60_000;
/** Mails one pass takes and delivers side by side. */
const BATCH = 10;

export interface MailSenderOptions {
  /** The longest rest with nothing due: the safety net for a missed notification. */
  pollMs: number;
  /** The wait before the first retry; it doubles with each one after. */
  retryBaseMs: number;
  /** Attempts before a mail is given up on (status `failed`). */
  maxAttempts: number;
  claimMs?: number;
}

/** Delivers the outbox in the background; any number of processes may run one on one database. */
export type MailSender = BackgroundWorker;

/**
 * The mail sender: takes due mails from the outbox (the claim in outbox.ts keeps two senders off
 * one mail), hands each to the transport outside any transaction, and marks it sent, or due again
 * after a back-off, or failed after the last attempt. It wakes when any process commits new mail
 * (a database notification), when a retry falls due, and otherwise every `pollMs`.
 *
 * Delivery is at least once: a process killed between the SMTP server's acceptance and the
 * "sent" mark leaves the mail to be sent again after the claim runs out.
 */
export function createMailSender(
  database: Database,
  transport: MailTransport,
  options: MailSenderOptions,
  log: FastifyBaseLogger,
): MailSender {
  const { db } = database;
  const claimMs = options.claimMs ?? MAIL_CLAIM_MS;

  async function deliver(mail: OutboxRow) {
    try {
      await transport.deliver({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = mail.attempts >= options.maxAttempts;
      const retryMs = last ? null : retryDelayMs(mail.attempts, options.retryBaseMs, RETRY_CAP_MS);
      await markAttemptFailed(db, mail, error, retryMs);
      if (last) log.error({ err, mailId: mail.id, attempts: mail.attempts }, 'mail not delivered: given up');
      else
        log.warn(
          { err, mailId: mail.id, attempts: mail.attempts, retryMs },
          'mail not delivered: will retry',
        );
      return;
    }
    await markSent(db, mail.id);
  }

  async function pass(): Promise<number> {
    const claimed = await claimDueMail(db, { limit: BATCH, leaseMs: claimMs });
    if (claimed.length > 0) {
      await Promise.all(claimed.map(deliver));
      return 0;
    }
    // One due now but not claimed is being taken by another sender this instant: look again shortly.
    const due = await msUntilNextDue(db);
    return Math.min(Math.max(due ?? options.pollMs, 50), options.pollMs);
  }

  return listeningWorker({
    database,
    channel: MAIL_CHANNEL,
    name: 'mail sender',
    pass,
    restAfterErrorMs: options.pollMs,
    log,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's mail sender: started when the app starts listening (a process that serves is a
     * process that sends), stopped when it closes. Tests that only inject start it themselves.
     */
    mailSender: MailSender;
  }
}

/** Gives the app its mail sender, delivering through SMTP_URL or into /dev/mailbox. */
export function attachMailSender(app: FastifyInstance, database: Database, config: Config) {
  const transport = createMailTransport(config);
  const sender = createMailSender(database, transport, config.mail, app.log.child({ module: 'mail' }));
  app.decorate('mailSender', sender);
  app.addHook('onListen', () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop();
    transport.close();
  });
}
