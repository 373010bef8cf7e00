import { CART_ID_STORAGE_KEY, generateCartId, isCartId } from '@pasal/domain/plain';

function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/**
 * The guest cart id (spec §1), created on first use and kept under `randomString`. The server
 * renders pages for a shopper whose storage it cannot see: there, no cart (nothing is asked).
 */
export function getCartId(): string {
  if (typeof localStorage === 'undefined') return '';
  const stored = localStorage.getItem(CART_ID_STORAGE_KEY);
  if (stored && isCartId(stored)) return stored;
  const id = generateCartId(cryptoRandom);
  localStorage.setItem(CART_ID_STORAGE_KEY, id);
  return id;
}
