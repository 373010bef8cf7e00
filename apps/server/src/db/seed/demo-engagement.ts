import type { Db } from '../client.ts';
import { follows, productQuestions, wishlist } from '../schema/index.ts';
import { QUESTIONS, REVIEW_TEXTS, VENDOR_REPLIES } from './data/reviews.ts';
import { createReviews, type ReviewInput, refreshProductRatings } from './factories.ts';
import { SEED_NOW } from './plan-catalog.ts';
import type { Random } from './random.ts';
import type { SeedWorld } from './seed-world.ts';

const HOUR = 3_600_000;

/** Mostly happy customers, as on any established shop; a few unhappy ones for the vendor to answer. */
function drawRating(r: Random): 1 | 2 | 3 | 4 | 5 {
  const x = r.next();
  return x < 0.5 ? 5 : x < 0.78 ? 4 : x < 0.9 ? 3 : x < 0.96 ? 2 : 1;
}

/** "Apple MacBook Pro 14" M2 Pro" → "MacBook Pro": what a reviewer would call it. */
function shortName(title: string): string {
  const words = title
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(1, 3).join(' ') || title;
}

/** A moment between `from` and the seed's "now", on the hour grid. */
function between(r: Random, from: Date, until: Date = SEED_NOW): Date {
  const hours = Math.max(1, Math.floor((until.getTime() - from.getTime()) / HOUR));
  return new Date(from.getTime() + r.int(1, hours) * HOUR);
}

/** Reviews (with replies), then ratings from them; questions, wishlists and follows. */
export async function seedEngagement(db: Db, world: SeedWorld, r: Random): Promise<number> {
  const { customers, products, catalog, vendors } = world;
  const reviews: ReviewInput[] = [];
  products.forEach((product, i) => {
    const plan = catalog[i];
    if (!plan) return;
    const n = plan.featured ? r.int(4, 8) : r.chance(0.15) ? 0 : r.int(1, 5);
    for (const customer of r.sample(customers, n)) {
      const rating = drawRating(r);
      const createdAt = between(r, plan.createdAt);
      const unhappy = rating <= 2;
      const replied = r.chance(unhappy ? 0.8 : 0.3);
      reviews.push({
        userId: customer.id,
        productId: product.id,
        rating,
        review: r.pick(REVIEW_TEXTS[rating]).replaceAll('{product}', shortName(plan.title)),
        reply: replied ? r.pick(VENDOR_REPLIES[unhappy ? 'bad' : 'good']) : null,
        repliedAt: replied ? between(r, createdAt) : null,
        createdAt,
      });
    }
  });
  await createReviews(db, reviews);
  await refreshProductRatings(db);

  const questions = r.sample(products, 30).map((product) => {
    const q = r.pick(QUESTIONS);
    const plan = catalog[products.indexOf(product)];
    const createdAt = between(r, plan?.createdAt ?? SEED_NOW);
    return {
      productId: product.id,
      vendorId: product.vendorId,
      userId: r.pick(customers).id,
      question: q.question,
      answer: q.answer,
      answeredAt: q.answer ? between(r, createdAt) : null,
      createdAt,
    };
  });
  await db.insert(productQuestions).values(questions);

  // The demo customer's wishlist has five items, so the sidebar badge has something to count.
  const wishes = new Map<string, typeof wishlist.$inferInsert>();
  const wish = (userId: number, productId: number) =>
    wishes.set(`${userId}:${productId}`, {
      userId,
      productId,
      createdAt: between(r, new Date('2026-06-01')),
    });
  const demo = customers[0];
  if (demo) for (const p of r.sample(products, 5)) wish(demo.id, p.id);
  for (let k = 0; k < 25; k++) wish(r.pick(customers.slice(1)).id, r.pick(products).id);
  await db.insert(wishlist).values([...wishes.values()]);

  const followRows = new Map<string, typeof follows.$inferInsert>();
  const follow = (userId: number, vendorId: number) =>
    followRows.set(`${userId}:${vendorId}`, {
      userId,
      vendorId,
      createdAt: between(r, new Date('2026-01-01')),
    });
  if (demo) for (const v of vendors.slice(0, 3)) follow(demo.id, v.id);
  for (let k = 0; k < 35; k++) follow(r.pick(customers.slice(1)).id, r.pick(vendors).id);
  await db.insert(follows).values([...followRows.values()]);
  return reviews.length;
}
