import { CART_ID_ALPHABET, CART_ID_LENGTH } from './constants.ts';

/**
 * A guest's cart identifier (spec §1): 30 characters of A–L and digits. `random` is
 * injectable so tests and seeds can be deterministic; browsers pass crypto-backed values.
 */
export function generateCartId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < CART_ID_LENGTH; i++) {
    id += CART_ID_ALPHABET[Math.floor(random() * CART_ID_ALPHABET.length)];
  }
  return id;
}

export const CART_ID_PATTERN = new RegExp(`^[${CART_ID_ALPHABET}]{${CART_ID_LENGTH}}$`);

export function isCartId(value: string): boolean {
  return CART_ID_PATTERN.test(value);
}
