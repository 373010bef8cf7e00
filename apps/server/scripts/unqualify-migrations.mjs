// drizzle-kit writes foreign keys as REFERENCES "public"."table". Pasal's tests give each
// file its own PostgreSQL schema (search_path), so migrations must not name a schema.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '../src/db/migrations');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(full, unqualified);
}
