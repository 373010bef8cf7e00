import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 16 of 36 symbols ≈ 82 bits: an order id in a public URL cannot be guessed or walked. */
const OID_LENGTH = 16;

/**
 * A random order id (PRODUCT.md "Order ids are random and unguessable"). Bytes of 252 and
 * above are dropped so each of the 36 symbols is equally likely (252 = 7 × 36).
 */
export function newOrderOid(): string {
  let oid = '';
  while (oid.length < OID_LENGTH) {
    for (const byte of randomBytes(OID_LENGTH * 2)) {
      if (byte < 252 && oid.length < OID_LENGTH) oid += ALPHABET[byte % ALPHABET.length];
    }
  }
  return oid;
}
