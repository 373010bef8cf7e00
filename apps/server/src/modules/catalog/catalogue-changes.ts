import type { Database } from '../../db/client.ts';
import { listen } from '../../db/notify.ts';

/** What the catalogue's triggers notify once a change to what a card shows commits (migrations 0015, 0016). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * How many changes are remembered by what they touched, at least (up to twice as many), and how
 * many product ids they may name in all, so bulk edits cannot grow the memory. Something read
 * before the oldest change remembered is read again, whatever it shows: under a stream of orders
 * that is a page nobody has asked for in the last thousand changes.
 */
const REMEMBERED_CHANGES = 1024;
const REMEMBERED_IDS = 100_000;

/** The products a change touched, or `everything` (a shop, a category, a bulk write). */
type Touched = ReadonlySet<number> | 'everything';

/**
 * What this process has heard of changes to the catalogue (products, shops, categories, sizes,
 * colours, specifications, gallery), by whichever process or hand they were made: `generation()`
 * moves on with every committed change. It is `null` while the listener is away (its PostgreSQL
 * connection dropped): then nothing read before can be trusted, nor anything read until it is back.
 */
export interface CatalogueChanges {
  generation(): number | null;
  /**
   * Whether a change heard of after generation `since` may have touched what these products show:
   * one naming other products did not (decision 0030). True when that is not known (the listener
   * away, or changes since then no longer remembered).
   */
  touchedSince(since: number, productIds: readonly number[]): boolean;
  stop(): Promise<void>;
}

/**
 * What a notification says was touched: the payload is the schema, then the product ids
 * ("public 12,40") or nothing more (anything may have changed); `null` for another schema's.
 */
export function touchedBy(payload: string, schema: string): Touched | null {
  const space = payload.indexOf(' ');
  if ((space < 0 ? payload : payload.slice(0, space)) !== schema) return null;
  if (space < 0) return 'everything';
  return new Set(
    payload
      .slice(space + 1)
      .split(',')
      .map(Number),
  );
}

export async function watchCatalogue(
  database: Database,
  log: { warn(details: object, message: string): void },
): Promise<CatalogueChanges> {
  let generation = 0;
  let listening = false;
  // What generations firstKept, firstKept + 1, … up to `generation` touched, naming keptIds ids.
  const kept: Touched[] = [];
  let firstKept = 1;
  let keptIds = 0;
  const named = (touched: Touched) => (touched === 'everything' ? 0 : touched.size);
  const heard = (touched: Touched) => {
    generation += 1;
    kept.push(touched);
    keptIds += named(touched);
    if (kept.length < 2 * REMEMBERED_CHANGES && keptIds <= REMEMBERED_IDS) return;
    // Forget the older half: what was read before them will be read again.
    const forgotten = kept.splice(0, Math.ceil(kept.length / 2));
    firstKept += forgotten.length;
    for (const change of forgotten) keptIds -= named(change);
  };
  const stop = await listen(
    database,
    CATALOGUE_CHANNEL,
    (payload) => {
      // Without a payload: the listener has just started, or is back, and may have missed some.
      const touched = payload === undefined ? 'everything' : touchedBy(payload, database.schema);
      if (touched === null) return;
      heard(touched);
      listening = true;
    },
    log,
    () => {
      listening = false;
    },
  );
  return {
    generation: () => (listening ? generation : null),
    touchedSince(since, productIds) {
      if (!listening || since < firstKept - 1) return true;
      for (let g = since + 1; g <= generation; g++) {
        const touched = kept[g - firstKept];
        if (touched === undefined || touched === 'everything') return true;
        if (productIds.some((id) => touched.has(id))) return true;
      }
      return false;
    },
    stop,
  };
}

/**
 * Whether `known`, read at its generation, still shows `productIds` as they are now; if so its
 * generation moves on to now, so the changes between are looked through once.
 */
export function stillCurrent(
  changes: Pick<CatalogueChanges, 'generation' | 'touchedSince'>,
  known: { generation: number },
  productIds: readonly number[],
): boolean {
  const now = changes.generation();
  if (now === null) return false;
  if (known.generation !== now) {
    if (changes.touchedSince(known.generation, productIds)) return false;
    known.generation = now;
  }
  return true;
}
