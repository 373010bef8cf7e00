import { CART_ID_STORAGE_KEY, generateCartId, isCartId } from '@pasal/domain/plain';

function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** The guest's lists kept under the cart id. */
type GuestList = 'cart' | 'wishlist';

/** The id this page load created, and which of its lists have not been read yet. */
let minted: { id: string; unread: Set<GuestList> } | null = null;

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
  minted = { id, unread: new Set(['cart', 'wishlist']) };
  return id;
}

/**
 * True the first time a guest's `list` is read under an id this page load created. Nothing can
 * be stored under an id no request has carried, so that read is known to be empty and need not be
 * asked: a first visit then makes no cart or wishlist call, nor loads the schemas to read one.
 * Every later read asks the server (by then this tab or another may have used the id).
 */
export function isFirstReadOfNewCartId(id: string, list: GuestList): boolean {
  return minted?.id === id && minted.unread.delete(list);
}
