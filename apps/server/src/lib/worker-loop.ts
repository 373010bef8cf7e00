/**
 * The delay before retry number `attempt` (1 after the first failure): `baseMs` doubled each
 * time, never more than `capMs`.
 */
export function retryDelayMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), capMs);
}

export interface WorkerLoop {
  /** Settles once the first pass is done (whether it worked or failed). */
  readonly started: Promise<void>;
  /** Ends the rest under way, or has the next pass follow the current one at once: work came in. */
  wake(): void;
  /** Stops after the pass under way, which is awaited. */
  stop(): Promise<void>;
}

export interface WorkerLoopOptions {
  /** What the log lines say is working. */
  name: string;
  /** One batch of work; answers how long to rest before the next (0: go on at once). */
  pass: () => Promise<number>;
  /** How long to rest after a pass that threw (the database away, say). */
  restAfterErrorMs: number;
  log: { error(details: object, message: string): void };
}

/**
 * Background work of one process (the outboxes' senders): passes one after another, resting
 * between them as each pass says, woken early by `wake`. Work lives in the database, so a loop
 * stopped or killed loses nothing: the next one, here or in another process, picks it up.
 */
export function startWorkerLoop({ name, pass, restAfterErrorMs, log }: WorkerLoopOptions): WorkerLoop {
  let stopped = false;
  let woken = false;
  let endRest: (() => void) | undefined;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      // A rest never keeps the process alive on its own.
      const timer = setTimeout(done, ms).unref();
      function done() {
        clearTimeout(timer);
        endRest = undefined;
        resolve();
      }
      endRest = done;
    });

  const running = (async () => {
    while (!stopped) {
      woken = false;
      let restMs: number;
      try {
        restMs = await pass();
      } catch (err) {
        log.error({ err }, `${name}: pass failed`);
        restMs = restAfterErrorMs;
      }
      markStarted();
      if (restMs > 0) await rest(restMs);
    }
  })();

  return {
    started,
    wake() {
      woken = true;
      endRest?.();
    },
    async stop() {
      stopped = true;
      endRest?.();
      await running;
    },
  };
}
