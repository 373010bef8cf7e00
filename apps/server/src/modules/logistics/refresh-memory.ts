/**
 * What this process remembers about its courier refreshes, beside what the `shipments` row
 * says: the refreshes under way (so a second reader waits for the same answer instead of asking
 * again, and still knows the time of the last successful sync while the row holds the claim)
 * and the recent failures (so during an outage the courier is asked once per back-off, not on
 * every page view).
 *
 * It lives in memory because the table has one time, `last_synced_at`, which must stay the time
 * of the last success; several instances would each keep their own (each asks at most once per
 * back-off). A `sync_attempted_at` column would let them share it.
 */
export class RefreshMemory {
  readonly #running = new Map<number, { done: Promise<boolean>; lastSyncedAt: Date | null }>();
  /** Shipment id → when its last failed attempt began (ms). */
  readonly #failedAt = new Map<number, number>();

  /** The refresh of this shipment under way here, if any; it settles true when it succeeded. */
  running(shipmentId: number): Promise<boolean> | undefined {
    return this.#running.get(shipmentId)?.done;
  }

  /**
   * Records a refresh under way until it settles; `lastSyncedAt` is the row's time before the
   * refresh claimed it.
   */
  track(shipmentId: number, lastSyncedAt: Date | null, refresh: Promise<boolean>): Promise<boolean> {
    const done = refresh.finally(() => this.#running.delete(shipmentId));
    this.#running.set(shipmentId, { done, lastSyncedAt });
    return done;
  }

  /** When the shipment was last synced successfully, given its stored `last_synced_at`. */
  lastSuccess(shipmentId: number, stored: Date | null): Date | null {
    const running = this.#running.get(shipmentId);
    return running ? running.lastSyncedAt : stored;
  }

  failed(shipmentId: number, at: Date, backoffMs: number): void {
    for (const [id, time] of this.#failedAt) {
      if (at.getTime() - time >= backoffMs) this.#failedAt.delete(id);
    }
    this.#failedAt.set(shipmentId, at.getTime());
  }

  succeeded(shipmentId: number): void {
    this.#failedAt.delete(shipmentId);
  }

  /** Whether the last attempt failed less than `backoffMs` before `now`. */
  backingOff(shipmentId: number, now: Date, backoffMs: number): boolean {
    const at = this.#failedAt.get(shipmentId);
    return at !== undefined && now.getTime() - at < backoffMs;
  }
}
