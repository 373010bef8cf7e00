import type { Database } from '../db/client.ts';
import { listen } from '../db/notify.ts';
import { startWorkerLoop, type WorkerLoop } from './worker-loop.ts';

/** Background work over a table of due rows (an outbox), any number of processes sharing it. */
export interface BackgroundWorker {
  /** Starts; resolves after the first look at the work. Starting twice does nothing. */
  start(): Promise<void>;
  /** Stops after the work under way; what is left waits in the database for any worker. */
  stop(): Promise<void>;
}

export interface ListeningWorkerOptions {
  database: Database;
  /** The database notification channel that says work was committed (db/notify.ts). */
  channel: string;
  /** What the log lines say is working. */
  name: string;
  /** One batch of work; answers how long to rest before the next (0: go on at once). */
  pass: () => Promise<number>;
  /** How long to rest after a pass that threw. */
  restAfterErrorMs: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * A worker loop (worker-loop.ts) woken by `channel`. It listens before its first look: work
 * committed before listening is found by that look, work committed after it wakes the loop.
 */
export function listeningWorker({
  database,
  channel,
  name,
  pass,
  restAfterErrorMs,
  log,
}: ListeningWorkerOptions): BackgroundWorker {
  /** The worker while it runs: resolves, once it has started, to what stops it. */
  let running: Promise<() => Promise<void>> | undefined;

  async function run() {
    let loop: WorkerLoop | undefined;
    const unlisten = await listen(database, channel, () => loop?.wake(), log);
    const started = startWorkerLoop({ name, pass, restAfterErrorMs, log });
    loop = started;
    await started.started;
    return async () => {
      await unlisten();
      await started.stop();
    };
  }

  return {
    async start() {
      running ??= run();
      await running;
    },
    async stop() {
      const current = running;
      running = undefined;
      if (current) await (await current)();
    },
  };
}
