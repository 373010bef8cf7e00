import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shipmentComments, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { type CourierProvider, CourierUnavailableError, FINAL_STAGES } from './courier-provider.ts';
import type { RefreshMemory } from './refresh-memory.ts';

export type Shipment = typeof shipments.$inferSelect;

/**
 * The longest a tracking read waits for the courier, all of the order's shipments together
 * (they are asked at the same time). Past it the reader gets the last known state, marked
 * stale, well within the web client's 10 s timeout; the refresh carries on and its answer is
 * stored for the next reader.
 */
export const TRACKING_REFRESH_BUDGET_MS = 3_000;

/**
 * After a failed attempt the courier is asked about that shipment again only this much later
 * (or after the refresh interval, when that is shorter), so an outage does not turn every page
 * view into another call.
 */
export const FAILED_REFRESH_BACKOFF_MS = 60_000;

export interface SyncOptions {
  /** A shipment is asked about again only this long after its last refresh. */
  refreshMs: number;
  memory: RefreshMemory;
  now?: Date;
  /** Told when the courier could not be reached (the record then says `stale`). */
  onUnavailable?: (error: CourierUnavailableError) => void;
  /** Told when a refresh failed for another reason (e.g. the database); the record says `stale`. */
  onError?: (error: unknown) => void;
}

type Settings = SyncOptions & { now: Date; backoffMs: number };

/** Whether the courier should be asked about this shipment now (recent failures aside). */
function isDue(courier: CourierProvider | null, s: Shipment, options: Settings): boolean {
  if (!s.courierOrderId) return false;
  // Once delivered (or returned, cancelled) nothing changes: spare the courier's daily read limit.
  if (s.lastSyncedAt && courier && FINAL_STAGES.includes(courier.stageOf(s.currentStatus))) return false;
  return !s.lastSyncedAt || options.now.getTime() - s.lastSyncedAt.getTime() >= options.refreshMs;
}

/**
 * Brings one shipment up to date from the courier. The shipment is claimed first by moving its
 * `last_synced_at` (so concurrent readers, here or on another instance, do not ask the courier
 * too), the courier is called with no transaction open, and the answer is merged in one
 * transaction: history and comments are keyed by their unique indexes, so merging the same
 * answer twice adds nothing. If the courier fails, the claim is undone (`last_synced_at` stays
 * the time of the last success) and the failure remembered for the back-off. Returns false then.
 */
async function syncOne(
  db: Db,
  courier: CourierProvider,
  s: Shipment,
  { refreshMs, now, onUnavailable, memory, backoffMs }: Settings,
): Promise<boolean> {
  const id = s.courierOrderId ?? '';
  const stillDue = or(
    isNull(shipments.lastSyncedAt),
    lte(shipments.lastSyncedAt, new Date(now.getTime() - refreshMs)),
  );
  const [claimed] = await db
    .update(shipments)
    .set({ lastSyncedAt: now })
    .where(and(eq(shipments.id, s.id), stillDue))
    .returning({ id: shipments.id });
  if (!claimed) return true;
  let answer: Awaited<ReturnType<typeof ask>>;
  try {
    answer = await ask(courier, id);
  } catch (error) {
    memory.failed(s.id, now, backoffMs);
    await db
      .update(shipments)
      .set({ lastSyncedAt: s.lastSyncedAt })
      .where(and(eq(shipments.id, s.id), eq(shipments.lastSyncedAt, now)));
    if (!(error instanceof CourierUnavailableError)) throw error;
    onUnavailable?.(error);
    return false;
  }
  memory.succeeded(s.id);
  const [order, history, comments] = answer;
  await db.transaction(async (tx) => {
    await tx
      .update(shipments)
      .set({
        currentStatus: order.status || history[0]?.status || s.currentStatus,
        paymentStatus: order.paymentStatus || 'Pending',
        codCharge: order.codAmount,
        deliveryCharge: order.deliveryCharge,
      })
      .where(eq(shipments.id, s.id));
    if (history.length) {
      await tx
        .insert(shipmentEvents)
        .values(history.map((e) => ({ shipmentId: s.id, status: e.status, occurredAt: e.at })))
        .onConflictDoNothing();
    }
    if (comments.length) {
      await tx
        .insert(shipmentComments)
        .values(
          comments.map((c) => ({
            shipmentId: s.id,
            comment: c.comment,
            addedBy: c.addedBy,
            occurredAt: c.at,
          })),
        )
        .onConflictDoNothing();
    }
  });
  return true;
}

const ask = (courier: CourierProvider, id: string) =>
  Promise.all([courier.order(id), courier.history(id), courier.comments(id)]);

/** Resolves to `LATE` after `ms`; `cancel` stops the timer. */
const LATE = Symbol('late');
function deadline(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, ms, LATE);
  });
  return { late, cancel: () => clearTimeout(timer) };
}

export interface RefreshResult {
  /**
   * Some shipment shows its last known state: the courier could not be reached (now, or on an
   * attempt within the back-off), did not answer within the budget, or none is configured.
   */
  stale: boolean;
  /** The stored shipments may have changed (a refresh ran or was joined): read them again. */
  reread: boolean;
}

/**
 * Refreshes the shipments that are due (see `isDue`), all at once, waiting for them at most
 * `TRACKING_REFRESH_BUDGET_MS`. A shipment whose refresh is already under way in this process is
 * waited for, not asked again; one whose last attempt failed within the back-off is not asked
 * and counts as stale. Never rejects: a refresh that fails counts as stale.
 */
export async function refreshShipments(
  db: Db,
  courier: CourierProvider | null,
  rows: Shipment[],
  options: SyncOptions,
): Promise<RefreshResult> {
  const now = options.now ?? new Date();
  const settings: Settings = {
    ...options,
    now,
    backoffMs: Math.min(FAILED_REFRESH_BACKOFF_MS, options.refreshMs),
  };
  const { memory } = options;
  /** Each shipment being asked about: true once it is up to date. */
  const asked: Promise<boolean>[] = [];
  let stale = false;
  let backingOff = false;
  for (const s of rows) {
    const running = memory.running(s.id);
    if (running) asked.push(running);
    else if (memory.backingOff(s.id, now, settings.backoffMs)) backingOff = stale = true;
    else if (isDue(courier, s, settings)) {
      if (!courier) stale = true;
      else {
        const refresh = syncOne(db, courier, s, settings).catch((error: unknown) => {
          options.onError?.(error);
          return false;
        });
        asked.push(memory.track(s.id, s.lastSyncedAt, refresh));
      }
    }
  }
  // A failed refresh may have put `last_synced_at` back just after the rows were read.
  const reread = asked.length > 0 || backingOff;
  if (asked.length === 0) return { stale, reread };
  const budget = deadline(TRACKING_REFRESH_BUDGET_MS);
  const results = await Promise.all(asked.map((p) => Promise.race([p, budget.late])));
  budget.cancel();
  return { stale: stale || results.some((r) => r !== true), reread };
}
