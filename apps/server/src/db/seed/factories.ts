import { hash } from '@node-rs/argon2';
import { refreshProductRatings } from '../../modules/reviews/product-rating.ts';
import type { Db } from '../client.ts';
import {
  categories,
  coupons,
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
  profiles,
  reviews,
  users,
  vendors,
} from '../schema/index.ts';

/**
 * Test-data factories: each inserts one row (with its children, one multi-row insert per
 * child table) from sensible defaults plus overrides and returns what it wrote. The demo
 * seed is built from these same functions (STYLE.md), so tests and demo agree on shapes.
 */

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;

export * from './order-factories.ts';
/** The seed keeps ratings in step the way the reviews service does. */
export { refreshProductRatings };

/** Defaults stay unique within a process (each test file gets a fresh database). */
let sequence = 0;
const nextId = () => ++sequence;

/** Password of users made without an explicit hash. */
export const TEST_PASSWORD = 'Passw0rd!';
let testHash: Promise<string> | undefined;
/** One argon2id hash of TEST_PASSWORD per process: hashing is deliberately slow. */
export function testPasswordHash(): Promise<string> {
  testHash ??= hash(TEST_PASSWORD);
  return testHash;
}

/** `createdAt` given → `updatedAt` equals it, so seeded rows do not depend on the clock. */
function stamps(createdAt: Date | undefined) {
  return createdAt ? { createdAt, updatedAt: createdAt } : {};
}

export interface UserInput {
  email?: string;
  username?: string;
  fullName?: string;
  phone?: string;
  /** A ready hash, so many users can share one (argon2 is slow on purpose). */
  passwordHash?: string;
  image?: string | null;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  createdAt?: Date;
}

/** A user and the profile every account has. */
export async function createUser(db: Db, input: UserInput = {}): Promise<User & { profile: Profile }> {
  const n = nextId();
  const email = input.email ?? `user${n}@pasal.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: input.username ?? email.split('@')[0] ?? `user${n}`,
      fullName: input.fullName ?? `Test User ${n}`,
      phone: input.phone ?? `98${String(10_000_000 + n).slice(-8)}`,
      passwordHash: input.passwordHash ?? (await testPasswordHash()),
      ...stamps(input.createdAt),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      image: input.image ?? null,
      address: input.address ?? 'Thamel Marg',
      city: input.city ?? 'Kathmandu',
      state: input.state ?? 'Bagmati',
      country: input.country ?? 'Nepal',
      ...stamps(input.createdAt),
    })
    .returning();
  if (!profile) throw new Error('profile insert returned nothing');
  return { ...user, profile };
}

export interface VendorInput {
  userId: number;
  name?: string;
  slug?: string;
  image?: string | null;
  description?: string;
  mobile?: string;
  active?: boolean;
  createdAt?: Date;
}

export async function createVendor(db: Db, input: VendorInput): Promise<Vendor> {
  const n = nextId();
  const name = input.name ?? `Test Shop ${n}`;
  const [vendor] = await db
    .insert(vendors)
    .values({
      userId: input.userId,
      name,
      slug: input.slug ?? `test-shop-${n}`,
      image: input.image ?? null,
      description: input.description ?? `${name} sells genuine gadgets with warranty.`,
      mobile: input.mobile ?? `98${String(20_000_000 + n).slice(-8)}`,
      active: input.active ?? true,
      ...stamps(input.createdAt),
    })
    .returning();
  if (!vendor) throw new Error('vendor insert returned nothing');
  return vendor;
}

export interface CategoryInput {
  title?: string;
  slug?: string;
  image?: string | null;
  position?: number;
  active?: boolean;
  createdAt?: Date;
}

export async function createCategory(db: Db, input: CategoryInput = {}): Promise<Category> {
  const n = nextId();
  const [category] = await db
    .insert(categories)
    .values({
      title: input.title ?? `Category ${n}`,
      slug: input.slug ?? `category-${n}`,
      image: input.image ?? null,
      position: input.position ?? n,
      active: input.active ?? true,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!category) throw new Error('category insert returned nothing');
  return category;
}

export interface ProductInput {
  vendorId: number;
  categoryId?: number | null;
  title?: string;
  slug?: string;
  pid?: string;
  description?: string;
  image?: string | null;
  price?: number;
  oldPrice?: number;
  shippingAmount?: number;
  stockQty?: number;
  featured?: boolean;
  status?: Product['status'];
  createdAt?: Date;
  /** `price` given → the size overrides the product price. */
  sizes?: { name: string; price?: number | null }[];
  colors?: { name: string; colorCode: string }[];
  specifications?: { title: string; content: string }[];
  /** Image keys in display order. */
  gallery?: string[];
}

export type ProductWithChildren = Product & {
  sizes: (typeof productSizes.$inferSelect)[];
  colors: (typeof productColors.$inferSelect)[];
  specifications: (typeof productSpecifications.$inferSelect)[];
  gallery: (typeof productGallery.$inferSelect)[];
};

export async function createProduct(db: Db, input: ProductInput): Promise<ProductWithChildren> {
  const n = nextId();
  const title = input.title ?? `Test Product ${n}`;
  const [product] = await db
    .insert(products)
    .values({
      vendorId: input.vendorId,
      categoryId: input.categoryId ?? null,
      title,
      slug: input.slug ?? `test-product-${n}`,
      pid: input.pid ?? `tp${n.toString(36).padStart(8, '0')}`,
      description: input.description ?? `${title}: a dependable pick with official warranty.`,
      image: input.image ?? null,
      price: input.price ?? 10_000_00,
      oldPrice: input.oldPrice ?? 0,
      shippingAmount: input.shippingAmount ?? 100_00,
      stockQty: input.stockQty ?? 25,
      featured: input.featured ?? false,
      status: input.status ?? 'published',
      ...stamps(input.createdAt),
    })
    .returning();
  if (!product) throw new Error('product insert returned nothing');
  const productId = product.id;
  const sizes = input.sizes?.length
    ? await db
        .insert(productSizes)
        .values(
          input.sizes.map((s) => ({
            productId,
            name: s.name,
            price: s.price ?? 0,
            hasPrice: s.price != null,
          })),
        )
        .returning()
    : [];
  const colors = input.colors?.length
    ? await db
        .insert(productColors)
        .values(input.colors.map((c) => ({ productId, ...c })))
        .returning()
    : [];
  const specifications = input.specifications?.length
    ? await db
        .insert(productSpecifications)
        .values(input.specifications.map((s) => ({ productId, ...s })))
        .returning()
    : [];
  const gallery = input.gallery?.length
    ? await db
        .insert(productGallery)
        .values(input.gallery.map((image, position) => ({ productId, image, position })))
        .returning()
    : [];
  return { ...product, sizes, colors, specifications, gallery };
}

export interface ReviewInput {
  userId: number;
  productId: number;
  rating?: number;
  review?: string;
  reply?: string | null;
  repliedAt?: Date | null;
  active?: boolean;
  createdAt?: Date;
}

const reviewRow = (input: ReviewInput) => ({
  userId: input.userId,
  productId: input.productId,
  rating: input.rating ?? 5,
  review: input.review ?? 'Works exactly as described. Fast delivery to my door.',
  reply: input.reply ?? null,
  repliedAt: input.repliedAt ?? (input.reply ? (input.createdAt ?? new Date()) : null),
  active: input.active ?? true,
  ...stamps(input.createdAt),
});

/** One review; the product's rating and count are brought up to date with it. */
export async function createReview(db: Db, input: ReviewInput): Promise<Review> {
  const [review] = await db.insert(reviews).values(reviewRow(input)).returning();
  if (!review) throw new Error('review insert returned nothing');
  await refreshProductRatings(db, [input.productId]);
  return review;
}

/** Many reviews in one insert; call `refreshProductRatings` after. */
export async function createReviews(db: Db, inputs: ReviewInput[]): Promise<Review[]> {
  if (inputs.length === 0) return [];
  return db.insert(reviews).values(inputs.map(reviewRow)).returning();
}

export interface CouponInput {
  vendorId: number;
  code?: string;
  discount?: number;
  active?: boolean;
  createdAt?: Date;
}

export async function createCoupon(db: Db, input: CouponInput): Promise<Coupon> {
  const [coupon] = await db
    .insert(coupons)
    .values({
      vendorId: input.vendorId,
      code: input.code ?? `SAVE${nextId()}`,
      discount: input.discount ?? 10,
      active: input.active ?? true,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!coupon) throw new Error('coupon insert returned nothing');
  return coupon;
}
