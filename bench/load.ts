/**
 * Load scenarios for the shopper-facing reads (`npm run bench:load`): each scenario runs for a
 * few seconds against a running Pasal and prints requests per second and latency percentiles.
 * Point it at the big-data seed for figures that mean something:
 *
 *   DATABASE_URL=postgres://…/pasal_big npm start          # in one terminal (PORT 3000)
 *   BENCH_URL=http://localhost:3000 npm run bench:load      # in another
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune each run. A benchmark, not a
 * test: it prints figures and never fails on them.
 */
import autocannon from 'autocannon';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '10');

async function firstSlugs(count: number): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/products/?page_size=${count}`);
  if (!response.ok)
    throw new Error(`GET /api/v1/products/ answered ${response.status}: is Pasal running at ${base}?`);
  const products = (await response.json()) as { slug: string }[];
  return products.map((p) => p.slug);
}

const slugs = await firstSlugs(50);
const total = (await fetch(`${base}/api/v1/products/?page_size=1`)).headers.get('x-total-count');
console.log(`Pasal at ${base}: ${total} products; ${seconds} s per scenario, ${connections} connections\n`);

let next = 0;
const scenarios: { name: string; path: () => string }[] = [
  { name: 'categories', path: () => '/api/v1/category/' },
  { name: 'products, newest, page 1', path: () => '/api/v1/products/' },
  { name: 'products, random sample, page 3', path: () => '/api/v1/products/?order=random&seed=4242&page=3' },
  { name: 'featured products', path: () => '/api/v1/featured-products/' },
  { name: 'product detail (50 slugs)', path: () => `/api/v1/products/${slugs[next++ % slugs.length]}/` },
  { name: 'search "laptop"', path: () => '/api/v1/search/?query=laptop' },
  { name: 'search typo "samsng"', path: () => '/api/v1/search/?query=samsng' },
  {
    name: 'search filters, price sort',
    path: () => '/api/v1/search/?category=1&min_price=20000&in_stock=true&sort=price_asc',
  },
  { name: 'reviews of a product', path: () => '/api/reviews/1/' },
];

const rows: string[][] = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) }],
  });
  const errors = result.errors + result.non2xx;
  rows.push([
    scenario.name,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(errors),
  ]);
  console.log(
    `${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
}

console.log('\n| scenario | req/s | p50 ms | p99 ms | errors |\n| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
