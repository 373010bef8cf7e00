import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id of lowercase letters and digits, for public URLs. Bytes of 252 and above are
 * dropped so each of the 36 symbols is equally likely (252 = 7 × 36).
 */
export function randomToken(length: number): string {
  let token = '';
  while (token.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && token.length < length) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}
