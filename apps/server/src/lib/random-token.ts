import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id of `alphabet`'s symbols (by default lowercase letters and digits), for public
 * URLs. Bytes at or above the largest multiple of the alphabet's size are dropped so each
 * symbol is equally likely (252 = 7 × 36 for the default).
 */
export function randomToken(length: number, alphabet: string = ALPHABET): string {
  const limit = 256 - (256 % alphabet.length);
  let token = '';
  while (token.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && token.length < length) token += alphabet[byte % alphabet.length];
    }
  }
  return token;
}
