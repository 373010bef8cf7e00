/**
 * Order numbers as people read and type them (PRODUCT.md "Order ids are random and
 * unguessable"). New ids use an alphabet without look-alike characters (no 0/o, 1/l/i), and
 * are shown upper-case in groups of four; URLs keep the raw id. Old ids (with 0, 1, l…) are
 * read and shown the same way.
 */

/** Lowercase letters and digits a person cannot mistake for one another. */
export const ORDER_NUMBER_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

const GROUP = 4;

/** `q7m2x9kp4tza` → `Q7M2-X9KP-4TZA`: what a person sees; never used in a URL. */
export function formatOrderNumber(oid: string): string {
  const upper = oid.toUpperCase();
  const groups: string[] = [];
  for (let i = 0; i < upper.length; i += GROUP) groups.push(upper.slice(i, i + GROUP));
  return groups.join('-');
}

/** What a person typed (`Q7M2-X9KP 4TZA`) as the raw id: separators dropped, lowercase. */
export function parseOrderNumber(typed: string): string {
  return typed.replace(/[\s\-–—]+/g, '').toLowerCase();
}
