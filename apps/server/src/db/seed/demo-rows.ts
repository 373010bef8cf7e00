import type { Db } from '../client.ts';
import { taxRates } from '../schema/index.ts';
import { CATEGORY_DATA } from './data/categories.ts';
import { ADDRESSES, CUSTOMER_NAMES, MOBILE_PREFIXES } from './data/people.ts';
import { VENDOR_DATA } from './data/vendors.ts';
import { seedEngagement } from './demo-engagement.ts';
import { seedOrderHistory } from './demo-order-history.ts';
import { countUnitsSold, type SeededOrders, seedOrders } from './demo-orders.ts';
import {
  type Category,
  createCategory,
  createCoupon,
  createProduct,
  createUser,
  createVendor,
} from './factories.ts';
import { daysBefore, type PlannedProduct } from './plan-catalog.ts';
import { createRandom, slugify } from './random.ts';

/** Profile pictures the demo draws (`profiles/1` …); accounts share them. */
export const PROFILE_IMAGES = 12;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

export interface DemoCounts {
  reviews: number;
  orders: number;
  coupons: number;
}

/** The demo's rows, in the caller's transaction; `checkpoint` throws when the seed is to stop. */
export async function insertDemoRows(
  t: Db,
  catalog: PlannedProduct[],
  passwordHash: string,
  options: { checkpoint: () => void; serviceFeePercent?: number | undefined },
): Promise<DemoCounts> {
  const { checkpoint } = options;
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
    checkpoint();
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
    checkpoint();
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
    checkpoint();
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
  checkpoint();
  const reviews = await seedEngagement(t, world, createRandom(11));
  checkpoint();
  const orders: SeededOrders = await seedOrders(t, world, createRandom(13), options.serviceFeePercent);
  checkpoint();
  const history = await seedOrderHistory(t, world, createRandom(17), orders.oids, options.serviceFeePercent);
  await countUnitsSold(t);
  checkpoint();
  return { reviews, orders: orders.count + history, coupons: coupons.length };
}
