import type { Database } from '../../db/client.ts';
import { listen } from '../../db/notify.ts';

/** What the catalogue's triggers notify once a change to what a card shows commits (migration 0015). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * What this process has heard of changes to the catalogue (products, shops, categories, sizes,
 * colours), by whichever process or hand they were made: `generation()` moves on with every
 * committed change. Cards read under one generation are current while it lasts (until the
 * moment a notification takes to arrive). It is `null` while the listener is away (its
 * PostgreSQL connection dropped): then nothing read before can be trusted, nor anything read
 * until it is back.
 */
export interface CatalogueChanges {
  generation(): number | null;
  stop(): Promise<void>;
}

export async function watchCatalogue(
  database: Database,
  log: { warn(details: object, message: string): void },
): Promise<CatalogueChanges> {
  let generation = 0;
  let listening = false;
  const stop = await listen(
    database,
    CATALOGUE_CHANNEL,
    (schema) => {
      // Without a schema: the listener has just started, or is back, and may have missed some.
      if (schema !== undefined && schema !== database.schema) return;
      generation += 1;
      listening = true;
    },
    log,
    () => {
      listening = false;
    },
  );
  return { generation: () => (listening ? generation : null), stop };
}
