import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost. */
export const hashPassword = (password: string): Promise<string> => hash(password);

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail) it still verifies
 * against a decoy, so an unknown e-mail and a wrong password take the same time to answer.
 */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await decoy);
  try {
    const matches = await verify(target, password);
    return matches && storedHash !== null;
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
