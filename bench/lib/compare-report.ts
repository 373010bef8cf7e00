/** bench:compare's figures as a markdown table, one row per scenario and connection count. */
import { percentile, type Tally } from './compare-run.ts';

export interface Row {
  scenario: string;
  connections: number;
  pasal: Tally;
  bare: Tally;
}

const perSecond = (t: Tally) => (t.seconds > 0 ? t.requests / t.seconds : 0);
const ratio = (row: Row) => (perSecond(row.bare) > 0 ? perSecond(row.pasal) / perSecond(row.bare) : 0);

/** The server's own CPU per answered request, in µs: what it costs, whatever the machine's load. */
export const cpuPerRequest = (t: Tally) =>
  t.requests > 0 ? ((1000 * t.cpuMs) / t.requests).toFixed(0) : '–';

function latencies(t: Tally): string {
  const sorted = [...t.latenciesMs].sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)).join(' / ');
}

export function summaryLine(row: Row): string {
  return `${row.scenario} @${row.connections}: Pasal ${perSecond(row.pasal).toFixed(0)} req/s, bare ${perSecond(row.bare).toFixed(0)} req/s, ratio ${ratio(row).toFixed(2)}, CPU µs/request ${cpuPerRequest(row.pasal)} / ${cpuPerRequest(row.bare)}`;
}

export function table(rows: Row[]): string {
  const lines = [
    '| scenario | conns | Pasal req/s | bare req/s | Pasal/bare | Pasal p50 / p95 / p99 ms | bare p50 / p95 / p99 ms | CPU µs/req P / b | failures P / b |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.scenario} | ${row.connections} | ${perSecond(row.pasal).toFixed(0)} | ${perSecond(row.bare).toFixed(0)} | ${ratio(row).toFixed(2)} | ${latencies(row.pasal)} | ${latencies(row.bare)} | ${cpuPerRequest(row.pasal)} / ${cpuPerRequest(row.bare)} | ${row.pasal.failures} / ${row.bare.failures} |`,
    );
  }
  return lines.join('\n');
}
