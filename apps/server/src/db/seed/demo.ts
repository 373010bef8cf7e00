import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import { taxRates } from '../schema/index.ts';
import { CATEGORY_DATA } from './data/categories.ts';
import { ADDRESSES, CUSTOMER_NAMES, MOBILE_PREFIXES } from './data/people.ts';
import { VENDOR_DATA } from './data/vendors.ts';
import { seedEngagement } from './demo-engagement.ts';
import { type SeededOrders, seedOrders } from './demo-orders.ts';
import {
  type Category,
  createCategory,
  createCoupon,
  createProduct,
  createUser,
  createVendor,
} from './factories.ts';
import {
  avatarSvg,
  categoryImageSvg,
  type ImageJob,
  productImageSvg,
  vendorLogoSvg,
  writeImages,
} from './images.ts';
import { daysBefore, type PlannedProduct, planCatalog } from './plan-catalog.ts';
import { createRandom, slugify } from './random.ts';
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
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

const PROFILE_IMAGES = 12;

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
    const body = p.colors[0]?.colorCode ?? '#3b3f46';
    p.imageKeys.forEach((key, n) => {
      add(`p:${p.type}:${body}:${p.accent}:${n}`, key, () => productImageSvg(p.type, body, p.accent, n));
    });
  }
  return [...jobs.values()];
}

/**
 * Fills an empty database with the demo marketplace (PRODUCT.md "Demo data"). Deterministic:
 * a seeded PRNG and fixed timestamps give identical rows on every run. The rows go in one
 * transaction; the image files are written alongside it (existing files are kept).
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const catalog = planCatalog(createRandom(20_261_101));
  const jobs = imageJobs(catalog);
  const imagesDone = writeImages(options.mediaDir, jobs).then((rendered) => ({
    rendered,
    ms: performance.now() - started,
  }));
  // Keep a rejected image promise from being reported as unhandled while the rows go in.
  imagesDone.catch(() => {});
  const passwordHash = await hashDemoPassword();

  const counts = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(taxRates).values([
      { country: 'Nepal', rateBp: 1300 },
      { country: 'India', rateBp: 1800 },
      { country: 'Bangladesh', rateBp: 1500 },
      { country: 'Bhutan', rateBp: 500 },
      { country: 'Sri Lanka', rateBp: 1800 },
      { country: 'United States', rateBp: 0, active: false },
    ]);
    const categoryBySlug = new Map<string, Category>();
    for (const [position, c] of CATEGORY_DATA.entries()) {
      const category = await createCategory(t, {
        title: c.title,
        slug: c.slug,
        image: `categories/${c.slug}`,
        position,
        createdAt: daysBefore(1000),
      });
      categoryBySlug.set(c.slug, category);
    }

    const people = createRandom(7);
    const mobile = () => `${people.pick(MOBILE_PREFIXES)}${people.int(1_000_000, 9_999_999)}`;
    const vendors = [];
    for (const [i, v] of VENDOR_DATA.entries()) {
      const joined = new Date(`${v.joined}T05:30:00Z`);
      const owner = await createUser(t, {
        email: i === 0 ? 'vendor@pasal.demo' : `${v.slug}@pasal.demo`,
        fullName: v.owner,
        phone: v.mobile,
        passwordHash,
        image: `profiles/${(i % PROFILE_IMAGES) + 1}`,
        address: 'Shop premises',
        city: v.city,
        state: ADDRESSES.find((a) => a.city === v.city)?.state ?? 'Bagmati',
        createdAt: joined,
      });
      vendors.push(
        await createVendor(t, {
          userId: owner.id,
          name: v.name,
          slug: v.slug,
          image: `vendors/${v.slug}`,
          description: v.description,
          mobile: v.mobile,
          createdAt: joined,
        }),
      );
    }

    const customers = [];
    for (const [i, name] of CUSTOMER_NAMES.entries()) {
      const home = i === 0 ? ADDRESSES[0] : people.pick(ADDRESSES);
      customers.push(
        await createUser(t, {
          email: i === 0 ? 'customer@pasal.demo' : `${slugify(name).replace('-', '.')}@pasal.demo`,
          fullName: name,
          phone: i === 0 ? '9841000001' : mobile(),
          passwordHash,
          image: i % 5 === 4 ? null : `profiles/${(i % PROFILE_IMAGES) + 1}`,
          address: home?.address ?? '',
          city: home?.city ?? 'Kathmandu',
          state: home?.state ?? 'Bagmati',
          country: 'Nepal',
          createdAt: daysBefore(people.int(380, 900)),
        }),
      );
    }

    const products = [];
    for (const p of catalog) {
      const vendor = vendors[p.vendorIndex];
      if (!vendor) throw new Error(`no vendor ${p.vendorIndex}`);
      const [image, ...gallery] = p.imageKeys;
      const product = await createProduct(t, {
        vendorId: vendor.id,
        categoryId: categoryBySlug.get(p.category)?.id ?? null,
        title: p.title,
        slug: p.slug,
        pid: p.pid,
        description: p.description,
        image: image ?? null,
        price: p.price,
        oldPrice: p.oldPrice,
        shippingAmount: p.shippingAmount,
        stockQty: p.stockQty,
        featured: p.featured,
        createdAt: p.createdAt,
        sizes: p.sizes,
        colors: p.colors,
        specifications: p.specifications,
        gallery,
      });
      products.push(product);
    }

    const coupons = [];
    for (const [i, vendor] of vendors.entries()) {
      const prefix = initials(VENDOR_DATA[i]?.name ?? 'X');
      const specs: [string, number, boolean, number][] = [
        ['DASHAIN15', 15, true, 40],
        ['TIHAR10', 10, true, 20],
        ['NEWYEAR20', 20, false, 300],
      ];
      if (i === 0) specs.push(['WELCOME5', 5, true, 200], ['FLASH50', 50, false, 120]);
      for (const [code, discount, active, age] of specs) {
        coupons.push(
          await createCoupon(t, {
            vendorId: vendor.id,
            code: `${prefix}-${code}`,
            discount,
            active,
            createdAt: daysBefore(age),
          }),
        );
      }
    }

    const world = { vendors, customers, products, catalog, coupons };
    const reviews = await seedEngagement(t, world, createRandom(11));
    const orders: SeededOrders = await seedOrders(t, world, createRandom(13), options.serviceFeePercent);
    return { reviews, orders: orders.count, coupons: coupons.length };
  });
  const database = performance.now() - started;
  log(`demo rows written in ${Math.round(database)} ms; waiting for images`);
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
