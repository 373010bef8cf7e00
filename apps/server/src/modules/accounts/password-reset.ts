import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findUserByEmail } from './accounts.service.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';

export const RESET_TTL_MS = 15 * 60 * 1000;
export const EMAIL_UNKNOWN = 'Email does not exist';
export const RESET_INVALID = 'The reset link is invalid or has expired';

// The OTP is 192 random bits, so a fast hash is enough to keep the stored copy useless.
const digest = (otp: string) => createHash('sha256').update(otp).digest();

/** spec §7 `uidb64`: the user id, URL-safe base64 (as the original's clients expect). */
export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');
export function decodeUid(uidb64: string): number | null {
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

export function resetLink(config: Config, otp: string, userId: number): string {
  const query = new URLSearchParams({ otp, uidb64: encodeUid(userId) });
  return `${config.publicUrl}/create-new-password?${query}`;
}

/**
 * Mails a single-use link, valid for 15 minutes, to the account's address: the code and its
 * mail are written together, and the mail sender delivers it.
 */
export async function requestPasswordReset(db: Db, config: Config, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found', EMAIL_UNKNOWN);
  const otp = randomBytes(24).toString('base64url');
  const link = resetLink(config, otp, user.id);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      otpHash: digest(otp).toString('hex'),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await enqueueMail(tx, [
      {
        to: user.email,
        subject: 'Reset your Pasal password',
        text: [
          `Namaste ${user.fullName},`,
          '',
          'Someone asked to reset the password of your Pasal account. To choose a new one, open this link within 15 minutes:',
          '',
          link,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      },
    ]);
  });
}

/**
 * Sets a new password for a valid, unused, unexpired OTP, uses up every open code of the user
 * and ends every session (signed out everywhere, as shops do after a password change).
 */
export async function changePassword(db: Db, input: { password: string; otp: string; uidb64: string }) {
  const userId = decodeUid(input.uidb64);
  if (userId === null) throw new AppError('bad_request', RESET_INVALID);
  const presented = digest(input.otp);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: passwordResets.id, otpHash: passwordResets.otpHash })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(5);
    const match = open.find((r) => timingSafeEqual(Buffer.from(r.otpHash, 'hex'), presented));
    if (!match) throw new AppError('bad_request', RESET_INVALID);
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, match.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw new AppError('bad_request', RESET_INVALID);
    // The other codes mailed before this change must not set the password again.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
}
