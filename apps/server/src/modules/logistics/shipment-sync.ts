import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shipmentComments, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { type CourierProvider, CourierUnavailableError, FINAL_STAGES } from './courier-provider.ts';

export type Shipment = typeof shipments.$inferSelect;

export interface SyncOptions {
  /** A shipment is asked about again only this long after its last refresh. */
  refreshMs: number;
  now?: Date;
  /** Told when the courier could not be reached (the record then says `stale`). */
  onUnavailable?: (error: CourierUnavailableError) => void;
}

type Settings = SyncOptions & { now: Date };

/** Whether the courier should be asked about this shipment now. */
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
 * answer twice adds nothing. If the courier fails, the claim is undone. Returns false then.
 */
async function syncOne(
  db: Db,
  courier: CourierProvider,
  s: Shipment,
  { refreshMs, now, onUnavailable }: Settings,
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
    await db
      .update(shipments)
      .set({ lastSyncedAt: s.lastSyncedAt })
      .where(and(eq(shipments.id, s.id), eq(shipments.lastSyncedAt, now)));
    if (!(error instanceof CourierUnavailableError)) throw error;
    onUnavailable?.(error);
    return false;
  }
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

/**
 * Refreshes the shipments that are due (see `isDue`). `stale` is true when one of them could
 * not be refreshed (courier unreachable, or none configured): the caller then shows the last
 * known state and says so. `synced` is true when the stored shipments may have changed.
 */
export async function refreshShipments(
  db: Db,
  courier: CourierProvider | null,
  rows: Shipment[],
  options: SyncOptions,
): Promise<{ stale: boolean; synced: boolean }> {
  const settings = { ...options, now: options.now ?? new Date() };
  const due = rows.filter((s) => isDue(courier, s, settings));
  if (due.length === 0) return { stale: false, synced: false };
  if (!courier) return { stale: true, synced: false };
  const results: boolean[] = [];
  for (const s of due) results.push(await syncOne(db, courier, s, settings));
  return { stale: results.includes(false), synced: results.includes(true) };
}
