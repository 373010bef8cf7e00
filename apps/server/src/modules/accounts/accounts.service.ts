import type { BecomeVendorInput, LoginInput, RegisterInput } from '@pasal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users, vendors } from '../../db/schema/index.ts';
import { AppError, uniqueViolation } from '../../lib/errors.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { uniqueShopSlug } from './shop-slug.ts';

export const BAD_CREDENTIALS = 'No active account found with the given credentials';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const ALREADY_VENDOR = 'You already have a shop.';

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  return user ?? null;
}

/** The user id for a correct e-mail and password; the same 401 for every kind of wrong. */
export async function authenticate(db: Db, { email, password }: LoginInput): Promise<number> {
  const user = await findUserByEmail(db, email);
  const ok = await checkPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw new AppError('unauthorized', BAD_CREDENTIALS);
  return user.id;
}

/** Tries before giving up on a slug that other shops opened with the same name keep taking. */
const SLUG_ATTEMPTS = 5;

async function openShop(db: Db, userId: number, shop: BecomeVendorInput, fallbackMobile: string) {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    // ON CONFLICT on the slug only: a clash there means "pick again", without aborting the
    // surrounding transaction; a second shop for the same user still fails on vendors_user_uq.
    const [vendor] = await db
      .insert(vendors)
      .values({
        userId,
        name: shop.store_name,
        slug: await uniqueShopSlug(db, shop.store_name),
        description: shop.description ?? '',
        mobile: shop.mobile ?? fallbackMobile,
      })
      .onConflictDoNothing({ target: vendors.slug })
      .returning({ id: vendors.id, name: vendors.name, slug: vendors.slug });
    if (vendor) return vendor;
  }
  throw new AppError('conflict', 'Please try again: another shop took this name just now.');
}

/** A new customer (and, with a store name, their shop) with an empty profile, all or nothing. */
export async function register(db: Db, input: RegisterInput): Promise<number> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('bad_request', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.email.split('@')[0] ?? input.email,
          fullName: input.full_name,
          phone: input.phone,
          passwordHash,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned no user');
      await tx.insert(profiles).values({ userId: user.id });
      if (input.store_name) await openShop(tx, user.id, { store_name: input.store_name }, input.phone);
      return user.id;
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (uniqueViolation(error) === 'users_email_lower_uq') {
      throw new AppError('bad_request', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }
    throw error;
  }
}

/** PRODUCT.md: a signed-in customer opens a shop; one shop per user. */
export async function becomeVendor(db: Db, userId: number, input: BecomeVendorInput) {
  const [existing] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, userId))
    .limit(1);
  if (existing) throw new AppError('bad_request', ALREADY_VENDOR);
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized', 'User not found');
  try {
    return await openShop(db, userId, input, user.phone);
  } catch (error) {
    // The same user opening a shop twice at the same moment: the one-shop index decides.
    if (uniqueViolation(error) === 'vendors_user_uq') throw new AppError('bad_request', ALREADY_VENDOR);
    throw error;
  }
}
