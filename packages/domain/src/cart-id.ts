import { z } from 'zod';

// Kept apart (zod-free) for the storefront's first load; exported here as before.
export { CART_ID_PATTERN, generateCartId, isCartId } from './guest-cart-id.ts';

/**
 * A cart id as the server accepts it: ours are CART_ID_PATTERN, but ids made by other
 * clients of the API (API-NOTES.md) only need to be short and URL-safe.
 */
export const cartIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
