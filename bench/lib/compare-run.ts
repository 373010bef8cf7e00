/**
 * One measured run of autocannon against one server, keeping every response's latency so that
 * p50, p95 and p99 are computed exactly over all rounds together (autocannon's own summary has
 * p97.5 and p99, no p95).
 */
import autocannon from 'autocannon';

export interface Load {
  method?: 'GET' | 'POST';
  /** The path (and body) of the next request. */
  next(): { path: string; body?: unknown };
}

export interface Tally {
  requests: number;
  seconds: number;
  /** Responses that were not 2xx, and requests that failed or timed out. */
  failures: number;
  latenciesMs: number[];
  /** CPU time the server process used while measured (ms). */
  cpuMs: number;
}

export const emptyTally = (): Tally => ({ requests: 0, seconds: 0, failures: 0, latenciesMs: [], cpuMs: 0 });

export async function measure(url: string, load: Load, connections: number, seconds: number, into: Tally) {
  const options: autocannon.Options = {
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: load.method ?? 'GET',
        setupRequest: (request) => {
          const { path, body } = load.next();
          return body === undefined
            ? { ...request, path }
            : {
                ...request,
                path,
                headers: { ...request.headers, 'content-type': 'application/json' },
                body: JSON.stringify(body),
              };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      into.latenciesMs.push(responseTime);
    });
  });
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.failures += result.non2xx + result.errors + result.timeouts;
}

/** Nearest-rank percentile of latencies (ms), 0 when there are none. */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)] ?? 0;
}
