/**
 * The bare server's PostgreSQL: node-postgres pools opened as Pasal opens its own (same sizes,
 * session settings and search statement timeout), and the few ways it queries them. `onQuery`
 * sees every statement, as Pasal's does; the test compares the two.
 */
import pg from 'pg';
import {
  POOL_SIZE,
  SEARCH_POOL_SIZE,
  SEARCH_TIMEOUT_MS,
  SESSION_SETTINGS,
  STATEMENT_TIMEOUT_MS,
} from './limits.ts';

export type OnQuery = (text: string, values: unknown[]) => void;

export interface Statement {
  text: string;
  values: unknown[];
  /** A named prepared statement: parsed and planned once per connection (where Pasal prepares it). */
  name?: string;
}

/** Queries on one pool or one transaction's client. */
export interface Queries {
  /** Rows as objects keyed by column name. */
  rows<Row>(statement: Statement): Promise<Row[]>;
  /** Rows as arrays, for joins whose tables share column names. */
  arrays(statement: Statement): Promise<unknown[][]>;
}

export interface BareDatabase extends Queries {
  /** Search's pool: statements cancelled after the search timeout. */
  search: Queries;
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function queriesOn(client: pg.Pool | pg.PoolClient, onQuery: OnQuery | undefined): Queries {
  const run = async (statement: Statement, rowMode?: 'array') => {
    onQuery?.(statement.text, statement.values);
    return client.query({
      text: statement.text,
      values: statement.values,
      ...(statement.name ? { name: statement.name } : {}),
      ...(rowMode ? { rowMode } : {}),
    });
  };
  return {
    rows: async <Row>(statement: Statement) => (await run(statement)).rows as Row[],
    arrays: async (statement: Statement) => (await run(statement, 'array')).rows as unknown[][],
  };
}

export interface OpenOptions {
  url: string;
  /** A schema to use instead of `public` (the test's fresh one). */
  schemaName?: string;
  onQuery?: OnQuery;
}

export function openBareDatabase({ url, schemaName, onQuery }: OpenOptions): BareDatabase {
  const settings = [
    ...Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`),
    ...(schemaName ? [`-c search_path=${schemaName},public`] : []),
  ];
  const open = (max: number, extra: string[] = []) => {
    const pool = new pg.Pool({ connectionString: url, max, options: [...settings, ...extra].join(' ') });
    pool.on('error', () => {});
    return pool;
  };
  const pool = open(POOL_SIZE, [`-c statement_timeout=${STATEMENT_TIMEOUT_MS}`]);
  const searchPool = open(SEARCH_POOL_SIZE, [`-c statement_timeout=${SEARCH_TIMEOUT_MS}`]);
  return {
    ...queriesOn(pool, onQuery),
    search: queriesOn(searchPool, onQuery),
    async transaction(work) {
      const client = await pool.connect();
      const tx = queriesOn(client, onQuery);
      try {
        await tx.rows({ text: 'begin', values: [] });
        const result = await work(tx);
        await tx.rows({ text: 'commit', values: [] });
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), searchPool.end()]);
    },
  };
}

/** Collects a statement's values as it is written: `p.add(v)` answers its placeholder, `$n`. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  list(values: readonly unknown[]): string {
    return values.map((v) => this.add(v)).join(', ');
  }
}

/** A piece of a statement: writes its values into the statement's params as it renders. */
export type Fragment = (p: Params) => string;
