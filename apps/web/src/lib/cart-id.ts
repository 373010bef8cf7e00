import {
  CART_ID_STORAGE_KEY,
  generateCartId,
  isCartId,
  UNUSED_CART_ID_STORAGE_KEY,
} from '@pasal/domain/plain';

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
  localStorage.setItem(UNUSED_CART_ID_STORAGE_KEY, id);
  return id;
}

/**
 * True while no request has carried `id`: nothing can be stored under it, so the guest's cart and
 * wishlist are known to be empty and need not be asked for, on this visit or a later one. Kept in
 * storage, so every tab sees the first add made in any of them. Such a guest's next visit is a
 * first visit to boot.js too: their page's app waits for a touch, since it has no cart to draw.
 */
export function isUnusedCartId(id: string): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(UNUSED_CART_ID_STORAGE_KEY) === id;
}

/** `id`, for a request that may store something under it: from now on its reads ask the server. */
export function carryCartId(id: string): string {
  if (isUnusedCartId(id)) localStorage.removeItem(UNUSED_CART_ID_STORAGE_KEY);
  return id;
}
