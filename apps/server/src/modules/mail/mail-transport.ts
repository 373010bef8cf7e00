import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Mail } from './outbox.ts';

/** How the mail sender hands a mail on. */
export interface MailTransport {
  /** `smtp` delivers for real; `mailbox` leaves mail in the outbox for /dev/mailbox. */
  readonly kind: 'smtp' | 'mailbox';
  /** Resolves once the mail is handed on; throws when it was not. */
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Bounds on one SMTP delivery, so a server that stops answering fails the attempt (to be
 * retried) well within the sender's claim on the mail (MAIL_CLAIM_MS in mail-sender.ts).
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/**
 * With SMTP_URL, real delivery through nodemailer. Without it, the outbox row is all there is:
 * development and the demo read it at /dev/mailbox, so "delivering" it changes nothing.
 */
export function createMailTransport(config: Config): MailTransport {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async deliver(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return { kind: 'mailbox', deliver: async () => {}, close: () => {} };
}
