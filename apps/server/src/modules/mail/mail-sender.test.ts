import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { formatOrderNumber, PAYMENT_MESSAGES } from '@pasal/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { orders, outboxMail } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { placeOrder } from '../../test/orders.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';
import { createTestApp, openTestDatabase } from '../../test/test-app.ts';
import { claimDueMail, enqueueMail, type Mail } from './outbox.ts';

const settled = { timeout: 15_000, interval: 20 };
/** What is opened in a test, closed after it (newest first). */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-mail-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function smtpServer() {
  const smtp = await startSmtp();
  cleanups.push(smtp.close);
  return smtp;
}

async function testApp(env: Record<string, string>) {
  const t = await createTestApp({ env });
  cleanups.push(t.close);
  // Injected requests start no sender (listening does): this one runs from the start.
  await t.app.mailSender.start();
  return t;
}

/**
 * The real app on `database`, built as another server process builds it. `logs` collects
 * its log lines.
 */
async function appOn(database: Database, env: Record<string, string>, logs?: string[]) {
  const logStream = new PassThrough();
  logStream.on('data', (line: Buffer) => logs?.push(line.toString()));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logs ? 'warn' : 'silent',
    SEED_DEMO: 'false',
    SIMULATORS: 'false',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const tokens = createTokenService(randomUUID() + randomUUID(), config.accessTokenSeconds);
  const app = await buildApp({ config, database, tokens, logStream });
  cleanups.push(() => app.close());
  // Listening, as a server process does, is what starts its mail sender.
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * A fresh database, and a way to reach it as another process does: on PostgreSQL a pool of its
 * own on the same schema; PGlite lives in this process only, so there it is the same handle.
 */
async function sharedDatabase() {
  const fresh = await openTestDatabase();
  cleanups.push(fresh.close);
  const { database } = fresh;
  async function another(): Promise<Database> {
    const url = process.env.DATABASE_URL;
    if (!url) return database;
    const result = (await database.db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[];
    };
    const other = await openDatabase({ url, schemaName: result.rows[0]?.schema });
    cleanups.push(other.close);
    return other;
  }
  return { database, another };
}

const mail = (subject: string): Mail => ({ to: 'sita@example.np', subject, text: `About ${subject}.` });
const received = (smtp: TestSmtp, subject: string) => smtp.inbox.filter((m) => m.subject === subject);
const rowsAbout = (db: Database['db'], subject: string) =>
  db.select().from(outboxMail).where(eq(outboxMail.subject, subject));

/** Waits until the SMTP server has a mail with this subject; answers when it came. */
async function arrival(smtp: TestSmtp, subject: string) {
  await vi.waitFor(() => expect(received(smtp, subject)).not.toEqual([]), settled);
  return Date.now();
}

describe('the outbox', () => {
  it('never sends mail written in a transaction that rolled back', async () => {
    const smtp = await smtpServer();
    const t = await testApp({ SMTP_URL: smtp.url });
    const refused = t.db.transaction(async (tx) => {
      await enqueueMail(tx, [mail('Rolled back')]);
      throw new Error('the change was refused');
    });
    await expect(refused).rejects.toThrow('the change was refused');
    // Mail committed after it goes out; the rolled-back one never does.
    await enqueueMail(t.db, [mail('Committed')]);
    await arrival(smtp, 'Committed');
    expect(received(smtp, 'Rolled back')).toEqual([]);
    expect(await rowsAbout(t.db, 'Rolled back')).toEqual([]);
  });

  it("has an order's mails the moment it is placed, and delivers them when the sender runs", async () => {
    const smtp = await smtpServer();
    const t = await testApp({ SMTP_URL: smtp.url });
    const owners = [await createUser(t.db), await createUser(t.db)];
    const lines = [];
    for (const owner of owners) {
      const shop = await createVendor(t.db, { userId: owner.id });
      lines.push({ product_id: (await createProduct(t.db, { vendorId: shop.id })).id, qty: 1 });
    }
    const buyer = 'buyer-at-commit@example.np';
    const to = [buyer, ...owners.map((o) => o.email)];
    const { oid } = await placeOrder(t, lines, { shipping: { email: buyer } });

    // A process that dies right after the commit: its sender never gets to these mails.
    await t.app.mailSender.stop();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload: { payment_method: 'cod' },
    });
    expect(res.json()).toEqual({ status: 'success', message: PAYMENT_MESSAGES.codPlaced });
    const written = await t.db.select().from(outboxMail).where(inArray(outboxMail.to, to));
    expect(written.map((m) => m.to).sort()).toEqual([...to].sort());
    expect(written.every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);
    expect(smtp.inbox).toEqual([]);

    await t.app.mailSender.start();
    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(3), settled);
    expect(smtp.inbox.flatMap((m) => m.to).sort()).toEqual([...to].sort());
    expect(smtp.inbox.find((m) => m.to[0] === buyer)?.subject).toBe(
      `Order ${formatOrderNumber(oid)} placed: pay on delivery`,
    );
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(outboxMail).where(inArray(outboxMail.to, to));
      expect(rows.map((m) => [m.status, m.attempts])).toEqual(to.map(() => ['sent', 1]));
    }, settled);
  });
  it('places no order whose mails cannot be written: the order and its mails commit together', async () => {
    const t = await testApp({});
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id });
    const product = await createProduct(t.db, { vendorId: shop.id, stockQty: 3 });
    const { oid } = await placeOrder(t, [{ product_id: product.id, qty: 1 }]);
    const cod = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/payment-success/${oid}/`,
        payload: { payment_method: 'cod' },
      });
    // The database refuses mail, as if the process died before it was written.
    await t.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'no mail today'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_mail before insert on outbox_mail for each row execute function refuse_mail()`,
    );
    expect((await cod()).statusCode).toBe(500);
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
    expect(order).toMatchObject({ orderStatus: 'pending', stockTakenAt: null });

    await t.db.execute(sql`drop trigger refuse_mail on outbox_mail`);
    expect((await cod()).json()).toEqual({ status: 'success', message: PAYMENT_MESSAGES.codPlaced });
    expect(await t.db.select().from(outboxMail).where(eq(outboxMail.to, owner.email))).toHaveLength(1);
  });
});

describe('when SMTP fails', () => {
  it('retries with a doubling back-off and delivers once the server takes mail again', async () => {
    const smtp = await smtpServer();
    const t = await testApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.2', MAIL_MAX_ATTEMPTS: '10' });
    smtp.refuse(true);
    await enqueueMail(t.db, [mail('Busy server')]);
    await vi.waitFor(() => expect(smtp.refusedAt.length).toBeGreaterThanOrEqual(3), settled);
    smtp.refuse(false);
    const [first = 0, second = 0, third = 0] = smtp.refusedAt;
    // Waits of 200 ms, then 400 ms (a little early at most: two clocks, one machine).
    expect(second - first).toBeGreaterThanOrEqual(190);
    expect(third - second).toBeGreaterThanOrEqual(390);
    const [row] = await rowsAbout(t.db, 'Busy server');
    expect(row).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/451/) });

    await arrival(smtp, 'Busy server');
    await vi.waitFor(async () => {
      const [sent] = await rowsAbout(t.db, 'Busy server');
      expect(sent).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(Date) });
      expect(sent?.attempts).toBe(smtp.refusedAt.length + 1);
    }, settled);
    expect(received(smtp, 'Busy server')).toHaveLength(1);
  });

  it('gives up after MAIL_MAX_ATTEMPTS: the mail is kept as failed, with the error, and logged', async () => {
    const smtp = await smtpServer();
    const { database } = await sharedDatabase();
    const logs: string[] = [];
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.05', MAIL_MAX_ATTEMPTS: '3' };
    await appOn(database, env, logs);
    await smtp.stop();
    await enqueueMail(database.db, [mail('Nobody answers')]);
    await vi.waitFor(async () => {
      const [row] = await rowsAbout(database.db, 'Nobody answers');
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 3,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
    }, settled);
    const [failed] = await rowsAbout(database.db, 'Nobody answers');
    const givenUp = logs
      .map((line) => JSON.parse(line))
      .filter((l) => l.msg === 'mail not delivered: given up');
    expect(givenUp).toMatchObject([{ mailId: failed?.id, attempts: 3 }]);

    // Back up: new mail goes out, the failed one is not tried again.
    await smtp.restart();
    await enqueueMail(database.db, [mail('After the outage')]);
    await arrival(smtp, 'After the outage');
    expect(received(smtp, 'Nobody answers')).toEqual([]);
    expect((await rowsAbout(database.db, 'Nobody answers'))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
    });
  });
});

describe('restarts', () => {
  it('delivers, from a new process, the mail an app closed before delivering it', async () => {
    const smtp = await smtpServer();
    const { database, another } = await sharedDatabase();
    const first = await appOn(database, { SMTP_URL: smtp.url });
    await first.mailSender.stop();
    const user = await createUser(database.db);
    const res = await first.inject(`/api/v1/user/password-reset/${user.email}/`);
    expect(res.statusCode).toBe(200);
    await first.close();
    expect(smtp.inbox).toEqual([]);
    expect(await rowsAbout(database.db, 'Reset your Pasal password')).toMatchObject([{ status: 'pending' }]);

    await appOn(await another(), { SMTP_URL: smtp.url });
    await arrival(smtp, 'Reset your Pasal password');
    expect(smtp.inbox.map((m) => m.to)).toEqual([[user.email]]);
  });

  it('takes again, once its claim runs out, mail a killed sender was holding', async () => {
    const smtp = await smtpServer();
    const t = await testApp({ SMTP_URL: smtp.url });
    await t.app.mailSender.stop();
    await enqueueMail(t.db, [mail('Held by the dead')]);
    // What a sender killed mid-delivery leaves: the mail claimed, for 1.5 s here.
    const claimedAt = Date.now();
    expect(await claimDueMail(t.db, { limit: 10, leaseMs: 1_500 })).toHaveLength(1);
    await t.app.mailSender.start();
    const deliveredAt = await arrival(smtp, 'Held by the dead');
    expect(deliveredAt - claimedAt).toBeGreaterThanOrEqual(1_450);
    await vi.waitFor(async () => {
      expect((await rowsAbout(t.db, 'Held by the dead'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    }, settled);
  });
});

describe('several processes on one database', () => {
  // PGlite is one process's database; only PostgreSQL has several senders at once.
  it.skipIf(!process.env.DATABASE_URL)('three apps deliver 50 mails, every one exactly once', async () => {
    const smtp = await smtpServer();
    const { database, another } = await sharedDatabase();
    for (const handle of [database, await another(), await another()]) {
      await appOn(handle, { SMTP_URL: smtp.url });
    }
    const subjects = Array.from({ length: 50 }, (_, i) => `Mail ${i + 1} of 50`);
    // Five changes committing ten mails each, at once; every sender hears of each.
    await Promise.all(
      Array.from({ length: 5 }, (_, batch) =>
        database.db.transaction((tx) =>
          enqueueMail(tx, subjects.slice(batch * 10, batch * 10 + 10).map(mail)),
        ),
      ),
    );
    await vi.waitFor(async () => {
      const rows = await database.db.select().from(outboxMail);
      expect(rows.filter((m) => m.status === 'sent')).toHaveLength(50);
    }, settled);
    // Sent marks every row done; one attempt each means no two senders ever took the same mail.
    const rows = await database.db.select().from(outboxMail);
    expect(rows.map((m) => m.attempts)).toEqual(subjects.map(() => 1));
    expect(smtp.inbox.map((m) => m.subject).sort()).toEqual([...subjects].sort());
  });
});
