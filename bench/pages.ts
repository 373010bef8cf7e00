/**
 * Lighthouse on the storefront's public pages (`npm run bench:pages`): builds the web app, starts
 * Pasal on a fresh embedded demo database (as `npm start` does, on a free port), and runs
 * Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown) on home, a product page, a
 * search and a shop page, BENCH_RUNS times each (default 3), printing the median of each figure.
 * With BENCH_BASELINE_WEB (a folder holding another build of the web app, e.g. one built from an
 * earlier commit with `npm run build -w @pasal/web -- --outDir <dir>`), a second server serves that
 * build on the same demo data and the two are measured alternately, run by run, so a change is
 * read against its baseline on the same machine at the same time.
 * Lighthouse slows the CPU by a fixed factor, so a faster machine scores higher: the table gives
 * Lighthouse's benchmarkIndex of this one. BENCH_CPU_SLOWDOWN (Lighthouse's default 4) measures as
 * on a slower machine: 4 × this machine's index ÷ that one's.
 * A benchmark, not a test: it prints figures and never fails on them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeDemoImages } from '../apps/server/src/db/seed/demo.ts';
import { startServer } from '../e2e/lib/server.ts';
import { lighthousePage, type PageFigures } from './lib/lighthouse-page.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? '3');
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;

console.log('Building the web app…');
execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

// Drawn first, as the journeys do (e2e/global-setup.ts): each server's start then only seeds rows.
console.log("Drawing the demo's pictures…");
const pictures = await mkdtemp(path.join(tmpdir(), 'pasal-bench-pictures-'));
await writeDemoImages(path.join(pictures, 'media'));
const from = { dataDir: pictures };
console.log('Starting Pasal on a fresh demo database…');
// NODE_ENV left unset, as `npm start` runs it.
const server = await startServer({ env: { NODE_ENV: undefined }, from });
const baselineWeb = process.env.BENCH_BASELINE_WEB;
const baseline = baselineWeb
  ? await startServer({ env: { NODE_ENV: undefined, WEB_DIST: path.resolve(baselineWeb) }, from })
  : null;
/** What is measured, in turn: this build, and the baseline build when there is one. */
const builds = [{ name: '', server }, ...(baseline ? [{ name: ' (baseline)', server: baseline }] : [])];
try {
  const base = server.baseUrl;
  const [product] = (await (await fetch(`${base}/api/v1/products/?page_size=1`)).json()) as {
    slug: string;
    vendor: { slug: string };
  }[];
  if (!product) throw new Error('The demo catalogue is empty');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'product', path: `/detail/${product.slug}/` },
    { name: 'search', path: '/search?query=laptop' },
    { name: 'shop', path: `/vendor/${product.vendor.slug}/` },
  ];

  const rows: string[][] = [];
  const indexes: number[] = [];
  for (const page of pages) {
    const figures = builds.map(() => [] as PageFigures[]);
    for (let run = 1; run <= runs; run++) {
      for (const [index, build] of builds.entries()) {
        console.log(`${page.name}${build.name} ${page.path}: run ${run} of ${runs}`);
        figures[index]?.push(
          await withRetries(() => lighthousePage(build.server.baseUrl + page.path, cpuSlowdown)),
        );
      }
    }
    for (const [index, build] of builds.entries())
      rows.push(row(`${page.name}${build.name}`, figures[index] ?? []));
    indexes.push(...figures.flat().map((f) => f.benchmarkIndex));
  }
  const slowdown = cpuSlowdown ? `CPU ${cpuSlowdown}× slower` : "Lighthouse's default throttling";
  console.log(
    `\nLighthouse mobile (${slowdown}), median of ${runs} run(s) per page; this machine's benchmarkIndex ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}):\n`,
  );
  printTable(['page', 'perf', 'a11y', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS'], rows);
} finally {
  await server.stop();
  await baseline?.stop();
  await rm(pictures, { recursive: true, force: true });
}

/** One line of the table: the median of each figure over a page's runs. */
function row(name: string, figures: PageFigures[]): string[] {
  const m = (key: keyof PageFigures) => median(figures.map((f) => f[key]));
  return [
    name,
    String(m('performance')),
    String(m('accessibility')),
    String(m('seo')),
    seconds(m('fcp')),
    seconds(m('lcp')),
    `${Math.round(m('tbt'))} ms`,
    m('cls').toFixed(3),
    seconds(m('si')),
    `${(m('jsBytes') / 1024).toFixed(0)} KB`,
  ];
}

/** Lighthouse now and then loses a run's trace (NO_NAVSTART, NO_FCP): such a run is run again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  ${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A Markdown table, so the figures paste straight into the README. */
function printTable(head: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log([line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n'));
}
