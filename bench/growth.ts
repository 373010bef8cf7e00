/**
 * `npm run bench:growth`: issue 19's "growth stays flat". Pasal in production on two PostgreSQL
 * databases at once, the seed:big one (DATABASE_URL, 100K products) and one with the 150-product
 * demo (DEMO_DATABASE_URL: an empty database is given the demo as Pasal starts), asked the same
 * reads one at a time, alternately, round after round: the first and third product list pages,
 * 50 product pages, and a shop's page and its first page of products. Prints p50 and p95 on each
 * and their ratio, big over demo (the issue asks at most 1.5), and the server's CPU per request.
 *
 *   createdb demo
 *   DATABASE_URL=postgres://…/big DEMO_DATABASE_URL=postgres://…/demo npm run bench:growth
 *
 * Product pages are read from the database every time (PRODUCT_PAGE_CACHE=false): remembered,
 * they would cost the same whatever the catalogue. BENCH_SECONDS (default 5) and BENCH_ROUNDS (3)
 * tune the runs. A benchmark, not a test: it never fails on its figures.
 */
import { cpuPerRequest } from './lib/compare-report.ts';
import { emptyTally, type Load, measure, percentile, type Tally } from './lib/compare-run.ts';
import { cpuMs, type Server, startPasal } from './lib/compare-servers.ts';

const big = process.env.DATABASE_URL;
const demo = process.env.DEMO_DATABASE_URL;
if (!big?.startsWith('postgres') || !demo?.startsWith('postgres')) {
  console.error('bench:growth needs DATABASE_URL (seed:big) and DEMO_DATABASE_URL, both postgres://…');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? '5');
const rounds = Number(process.env.BENCH_ROUNDS ?? '3');

/** What one server is asked, from its own catalogue: paths rotate, so every server starts alike. */
interface Catalogue {
  products: number;
  slugs: string[];
  shop: string;
}

async function catalogueOf(server: Server): Promise<Catalogue> {
  const response = await fetch(`${server.url}/api/v1/products/?page_size=50`);
  const cards = (await response.json()) as { slug: string; vendor: { slug: string } }[];
  const [first] = cards;
  if (!first) throw new Error(`${server.url} has no products`);
  return {
    products: Number(response.headers.get('x-total-count')),
    slugs: cards.map((c) => c.slug),
    shop: first.vendor.slug,
  };
}

const rotating = (paths: string[]) => (): Load => {
  let n = 0;
  return { next: () => ({ path: paths[n++ % paths.length] as string }) };
};

const scenarios: { name: string; load: (c: Catalogue) => () => Load }[] = [
  { name: 'products, page 1', load: () => rotating(['/api/v1/products/']) },
  { name: 'products, page 3', load: () => rotating(['/api/v1/products/?page=3']) },
  {
    name: 'product page (50 slugs)',
    load: (c) => rotating(c.slugs.map((slug) => `/api/v1/products/${slug}/`)),
  },
  { name: 'shop page', load: (c) => rotating([`/api/v1/shop/${c.shop}/`]) },
  { name: "shop's products, page 1", load: (c) => rotating([`/api/v1/vendor-products/${c.shop}/`]) },
];

const env = { PRODUCT_PAGE_CACHE: 'false' };
const servers: Server[] = [];
try {
  servers.push(await startPasal(big, env), await startPasal(demo, { ...env, SEED_DEMO: 'true' }));
  const [onBig, onDemo] = servers as [Server, Server];
  const catalogues = new Map([
    [onBig, await catalogueOf(onBig)],
    [onDemo, await catalogueOf(onDemo)],
  ]);
  const sizes = [...catalogues.values()].map((c) => c.products);
  console.log(
    `# Growth: Pasal on ${sizes[0]} products against ${sizes[1]}, one request at a time; ${rounds} round(s) × ${seconds} s each\n`,
  );
  console.log(
    '| read | big p50 / p95 ms | demo p50 / p95 ms | big/demo p50 | big/demo p95 | CPU µs/request big / demo |',
  );
  console.log('| --- | --: | --: | --: | --: | --: |');
  for (const scenario of scenarios) {
    const tallies = new Map<Server, Tally>(servers.map((s) => [s, emptyTally()]));
    for (const server of servers) {
      const load = scenario.load(catalogues.get(server) as Catalogue);
      await measure(server.url, load(), 1, 1, emptyTally());
    }
    for (let round = 0; round < rounds; round++) {
      for (const server of round % 2 === 0 ? [onBig, onDemo] : [onDemo, onBig]) {
        const load = scenario.load(catalogues.get(server) as Catalogue);
        const tally = tallies.get(server) as Tally;
        const cpuBefore = cpuMs(server.pid);
        await measure(server.url, load(), 1, seconds, tally);
        tally.cpuMs += cpuMs(server.pid) - cpuBefore;
      }
    }
    const at = (server: Server, p: number) =>
      percentile(
        [...(tallies.get(server) as Tally).latenciesMs].sort((a, b) => a - b),
        p,
      );
    const failures = servers.map((s) => (tallies.get(s) as Tally).failures);
    const cells = [
      `${at(onBig, 50).toFixed(1)} / ${at(onBig, 95).toFixed(1)}`,
      `${at(onDemo, 50).toFixed(1)} / ${at(onDemo, 95).toFixed(1)}`,
      (at(onBig, 50) / at(onDemo, 50)).toFixed(2),
      (at(onBig, 95) / at(onDemo, 95)).toFixed(2),
      servers.map((s) => cpuPerRequest(tallies.get(s) as Tally)).join(' / '),
    ];
    const failed = failures.some((n) => n > 0) ? ` (failures: ${failures.join(' / ')})` : '';
    console.log(`| ${scenario.name}${failed} | ${cells.join(' | ')} |`);
  }
} finally {
  for (const server of servers) await server.stop();
}
