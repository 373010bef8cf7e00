import { randomToken } from '../../lib/random-token.ts';

/** 16 of 36 symbols ≈ 82 bits: an order id in a public URL cannot be guessed or walked. */
const OID_LENGTH = 16;

/** A random order id (PRODUCT.md "Order ids are random and unguessable"). */
export function newOrderOid(): string {
  return randomToken(OID_LENGTH);
}
