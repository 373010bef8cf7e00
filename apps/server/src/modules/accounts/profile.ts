import type { Profile, ProfileUpdateInput } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../media/image-variants.ts';

async function readProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Profile not found.');
  return row;
}

/** Spec §3 Profile; the nested user carries no secrets (API-NOTES.md). */
export async function getProfile(db: Db, userId: number, origin: string): Promise<Profile> {
  const { user, profile } = await readProfile(db, userId);
  return {
    id: user.id,
    user: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      full_name: user.fullName,
      username: user.username,
    },
    full_name: user.fullName,
    image: profile.image ? mediaUrl(origin, profile.image, 'thumb') : null,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    date: profile.createdAt.toISOString(),
  };
}

/** Changes what was sent; e-mail and phone are read-only (spec §5), so they are never written. */
export async function updateProfile(
  db: Db,
  userId: number,
  input: ProfileUpdateInput & { imageKey?: string },
) {
  await readProfile(db, userId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const { full_name, imageKey, ...place } = input;
    if (full_name !== undefined)
      await tx.update(users).set({ fullName: full_name, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(profiles)
      .set({ ...place, ...(imageKey ? { image: imageKey } : {}), updatedAt: now })
      .where(eq(profiles.userId, userId));
  });
}
