import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The committed migrations folder. */
export const migrationsDir = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * A copy of the committed migrations at `out`, optionally without the newest `drop` of them: a
 * database as an older release left it, or a schema a migration has yet to reach.
 */
export async function copyMigrations(out: string, drop = 0): Promise<string> {
  await cp(migrationsDir, out, { recursive: true });
  if (drop > 0) {
    const journalFile = path.join(out, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    for (const entry of journal.entries.splice(-drop)) {
      await rm(path.join(out, `${entry.tag}.sql`));
      await rm(path.join(out, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`));
    }
    await writeFile(journalFile, JSON.stringify(journal, null, 2));
  }
  return out;
}

/** A copy of the committed migrations as they were before the one tagged `tag` (e.g. `0018_…`). */
export async function copyMigrationsBefore(out: string, tag: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration is tagged ${tag}`);
  return copyMigrations(out, journal.entries.length - at);
}
