import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMail } from '../../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** `smtp` delivers for real; `outbox` keeps mail in the database for /dev/mailbox. */
  readonly kind: 'smtp' | 'outbox';
  close(): void;
}

/**
 * With SMTP_URL, real delivery through nodemailer. Without it, mail is written to the
 * outbox table, so development and the demo can read it at /dev/mailbox instead of losing it.
 */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insert(outboxMail)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => {},
  };
}
