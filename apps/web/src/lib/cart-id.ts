import { CART_ID_STORAGE_KEY, generateCartId, isCartId } from '@pasal/domain';

function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** The guest cart id (spec §1), created on first use and kept under `randomString`. */
export function getCartId(): string {
  const stored = localStorage.getItem(CART_ID_STORAGE_KEY);
  if (stored && isCartId(stored)) return stored;
  const id = generateCartId(cryptoRandom);
  localStorage.setItem(CART_ID_STORAGE_KEY, id);
  return id;
}
