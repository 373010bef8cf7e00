import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './client.ts';

/** Logs what a listener goes through (the app's logger fits). */
interface Log {
  warn(details: object, message: string): void;
}

const RECONNECT_MS = 5_000;
const channelName = /^[a-z_][a-z0-9_]*$/;

/**
 * Tells every listener on `channel`, in every process on this database, once the transaction of
 * `db` commits; a rollback tells nobody. Outside a transaction it is told at once.
 */
export async function notifyOnCommit(db: Db, channel: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

/**
 * Calls `onNotify` with the payload of every notification on `channel` until the answered
 * function is called, and once without one as soon as it listens. On PostgreSQL it listens on
 * a connection of its own (outside the pool), reconnecting when it drops: it calls `onLost` as
 * the connection drops and, since notifications sent while it was away are lost, `onNotify`
 * without one once back. PGlite's never drops.
 */
export async function listen(
  database: Database,
  channel: string,
  onNotify: (payload?: string) => void,
  log: Log,
  onLost: () => void = () => {},
): Promise<() => Promise<void>> {
  if (!channelName.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  // drizzle keeps the driver's client on the handle: the pool, or the one PGlite instance.
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'postgres')
    return listenOnPostgres(client as pg.Pool, channel, onNotify, log, onLost);
  const unlisten = await (client as PGlite).listen(channel, onNotify);
  onNotify();
  return unlisten;
}

async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onNotify: (payload?: string) => void,
  log: Log,
  onLost: () => void,
) {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const connection = new pg.Client(pool.options);
    let lost = false;
    const reconnect = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (current === connection) current = undefined;
      connection.end().catch(() => {});
      if (closed) return;
      onLost();
      log.warn({ err, channel }, 'database listener lost its connection; polling until it is back');
      retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    connection.on('error', reconnect);
    connection.on('end', () => reconnect(new Error('connection ended')));
    connection.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`listen ${channel}`);
    } catch (err) {
      reconnect(err);
      return;
    }
    if (closed) {
      lost = true;
      await connection.end();
      return;
    }
    current = connection;
    onNotify();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const connection = current;
    current = undefined;
    await connection?.end();
  };
}
