import { ORDER_NUMBER_ALPHABET, parseOrderNumber } from '@pasal/domain';
import { ilike } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { likeText } from '../../lib/like-pattern.ts';
import { randomToken } from '../../lib/random-token.ts';

/**
 * 20 of 31 symbols ≈ 99 bits (the old ids: 16 of 36 ≈ 83): an order id in a public URL cannot
 * be guessed or walked, and it reads as five groups of four.
 */
const OID_LENGTH = 20;

/** A random order id (PRODUCT.md "Order ids are random and unguessable"), free of look-alikes. */
export function newOrderOid(): string {
  return randomToken(OID_LENGTH, ORDER_NUMBER_ALPHABET);
}

/**
 * A search box's words against order ids: what a person typed may be the grouped number they
 * read (`Q7M2-X9KP`), so spaces and hyphens are dropped and case ignored before matching.
 */
export const oidMatches = (typed: string) => ilike(orders.oid, likeText(parseOrderNumber(typed)));
