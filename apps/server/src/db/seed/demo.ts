import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import { CATEGORY_DATA } from './data/categories.ts';
import { CUSTOMER_NAMES } from './data/people.ts';
import { VENDOR_DATA } from './data/vendors.ts';
import { type DemoCounts, initials, insertDemoRows, PROFILE_IMAGES } from './demo-rows.ts';
import {
  avatarSvg,
  categoryImageSvg,
  type ImageJob,
  productImageSvg,
  vendorLogoSvg,
  writeImages,
} from './images.ts';
import { type PlannedProduct, planCatalog } from './plan-catalog.ts';
import { createRandom } from './random.ts';
import { SAMPLE_TRACKING_OIDS } from './sample-orders.ts';

export { SAMPLE_TRACKING_OIDS };

export const DEMO_PASSWORD = 'Pasal@2026';

/** One argon2id hash of the demo password, shared by every seeded account (hashing is slow). */
export const hashDemoPassword = (): Promise<string> => hash(DEMO_PASSWORD);

/** Demo sign-ins, for the README and the startup banner. */
export const DEMO_ACCOUNTS: readonly {
  role: 'customer' | 'vendor';
  email: string;
  password: string;
  note: string;
}[] = [
  {
    role: 'customer',
    email: 'customer@pasal.demo',
    password: DEMO_PASSWORD,
    note: 'Aarati Sharma: orders in every status, the three sample tracking orders, wishlist, reviews',
  },
  {
    role: 'vendor',
    email: 'vendor@pasal.demo',
    password: DEMO_PASSWORD,
    note: 'Rajesh Shrestha, Kathmandu Gadget House: carousel products, orders, coupons, reviews to reply to',
  },
  {
    role: 'vendor',
    email: 'pokhara-tech-bazaar@pasal.demo',
    password: DEMO_PASSWORD,
    note: 'Sunita Gurung, Pokhara Tech Bazaar: a second shop, for multi-vendor orders',
  },
  {
    role: 'customer',
    email: 'bikash.thapa@pasal.demo',
    password: DEMO_PASSWORD,
    note: 'Bikash Thapa: a second customer',
  },
];

export interface SeedSummary {
  categories: number;
  vendors: number;
  customers: number;
  products: number;
  reviews: number;
  coupons: number;
  orders: number;
  images: { rendered: number; keys: number };
  ms: { database: number; images: number; total: number };
}

export interface SeedOptions {
  /** Where image files go (config.mediaDir). */
  mediaDir: string;
  log?: (msg: string) => void;
  /** The configured service fee (config.serviceFeePercent); 10 when absent. */
  serviceFeePercent?: number;
  /** Stops the seed at its next safe point: no row is committed and no file is left half-written. */
  signal?: AbortSignal;
}

/** Every picture the seed references: rendered once per distinct look, copied to its keys. */
function imageJobs(catalog: PlannedProduct[]): ImageJob[] {
  const jobs = new Map<string, ImageJob>();
  const add = (look: string, key: string, svg: () => string) => {
    const job = jobs.get(look);
    if (job) job.keys.push(key);
    else jobs.set(look, { keys: [key], svg });
  };
  for (const c of CATEGORY_DATA)
    add(`c:${c.slug}`, `categories/${c.slug}`, () => categoryImageSvg(c.icon, c.color));
  for (const v of VENDOR_DATA)
    add(`v:${v.slug}`, `vendors/${v.slug}`, () => vendorLogoSvg(initials(v.name), v.color));
  for (let n = 1; n <= PROFILE_IMAGES; n++) add(`a:${n}`, `profiles/${n}`, () => avatarSvg(n));
  for (const p of catalog) {
    const pictured = { ...p, colorCode: p.colors[0]?.colorCode ?? '#3b3f46' };
    // Each product is drawn as itself: no two products share a picture.
    p.imageKeys.forEach((key, n) => {
      add(`p:${p.slug}:${n}`, key, () => productImageSvg(pictured, n));
    });
  }
  return [...jobs.values()];
}

/** The PRNG seed of the demo catalogue: the same products, prices and pictures on every run. */
const CATALOG_SEED = 20_261_101;

/** The demo catalogue, the same products every time (tests that need its rows use this). */
export const planDemoCatalog = (): PlannedProduct[] => planCatalog(createRandom(CATALOG_SEED));

/**
 * Writes every picture the demo references (categories, shops, profiles, products) under
 * `mediaDir`, keeping files that exist; answers how many were rendered. The big benchmark seed
 * points its rows at these pictures.
 */
export function writeDemoImages(mediaDir: string, signal?: AbortSignal): Promise<number> {
  return writeImages(mediaDir, imageJobs(planDemoCatalog()), 4, signal);
}

/**
 * Fills an empty database with the demo marketplace (PRODUCT.md "Demo data"). Deterministic:
 * a seeded PRNG and fixed timestamps give identical rows on every run. The rows go in one
 * transaction, which commits only once the image files are written alongside it (existing files
 * are kept): a seed stopped half-way leaves an empty database, seeded again on the next start.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const catalog = planDemoCatalog();
  const jobs = imageJobs(catalog);
  // The image writers stop when the caller aborts and when the rows fail.
  const imagesStop = new AbortController();
  const imagesSignal = options.signal
    ? AbortSignal.any([options.signal, imagesStop.signal])
    : imagesStop.signal;
  const imagesDone = writeImages(options.mediaDir, jobs, 4, imagesSignal).then((rendered) => ({
    rendered,
    ms: performance.now() - started,
  }));
  // Keep a rejected image promise from being reported as unhandled while the rows go in.
  imagesDone.catch(() => {});
  const checkpoint = () => options.signal?.throwIfAborted();

  let database = 0;
  let counts: DemoCounts;
  try {
    const passwordHash = await hashDemoPassword();
    counts = await db.transaction(async (tx) => {
      const written = await insertDemoRows(tx as unknown as Db, catalog, passwordHash, {
        checkpoint,
        serviceFeePercent: options.serviceFeePercent,
      });
      database = performance.now() - started;
      log(`demo rows written in ${Math.round(database)} ms; waiting for images`);
      await imagesDone;
      return written;
    });
  } catch (error) {
    // Nothing may still be writing a file when the caller moves on (or the process exits).
    imagesStop.abort(error);
    await imagesDone.catch(() => {});
    throw error;
  }
  const images = await imagesDone;
  const summary: SeedSummary = {
    categories: CATEGORY_DATA.length,
    vendors: VENDOR_DATA.length,
    customers: CUSTOMER_NAMES.length,
    products: catalog.length,
    reviews: counts.reviews,
    coupons: counts.coupons,
    orders: counts.orders,
    images: { rendered: images.rendered, keys: jobs.reduce((n, j) => n + j.keys.length, 0) },
    ms: {
      database: Math.round(database),
      images: Math.round(images.ms),
      total: Math.round(performance.now() - started),
    },
  };
  log(
    `demo seed: ${summary.products} products, ${summary.orders} orders, ${summary.reviews} reviews; ` +
      `${images.rendered} images rendered for ${summary.images.keys} keys in ${summary.ms.total} ms`,
  );
  return summary;
}
