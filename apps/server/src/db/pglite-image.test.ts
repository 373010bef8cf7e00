import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedPgliteImage, openDatabase } from './client.ts';
import { categories } from './schema/index.ts';

// The unit suites open every PGlite database from one migrated image (test/global-setup.ts); this
// holds the image to what they rely on, whatever database this run uses.
describe('the migrated PGlite image', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('opens as a migrated, empty database; each opened copy keeps its own rows', async () => {
    const image = await migratedPgliteImage();
    const [first, second] = await Promise.all([openDatabase({ image }), openDatabase({ image })]);
    opened.push(first, second);

    // Migrating again finds nothing to do, and the tables are there, empty.
    await first.migrate();
    const [none] = await first.db.select({ n: count() }).from(categories);
    expect(none?.n).toBe(0);

    await first.db.insert(categories).values({ title: 'Phones', slug: 'phones', image: 'phones.webp' });
    const rows = async (database: typeof first) =>
      (await database.db.select({ n: count() }).from(categories))[0]?.n;
    expect(await rows(first)).toBe(1);
    expect(await rows(second)).toBe(0);
  });
});
