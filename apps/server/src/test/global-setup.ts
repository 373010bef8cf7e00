import pg from 'pg';

/**
 * On PostgreSQL every test file migrates its own schema; the pg_trgm extension is
 * database-wide, so it is created once here rather than raced by parallel files.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}
