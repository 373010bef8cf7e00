import { z } from 'zod';

export * from '@pasal/domain';
/*
 * Everything the app validates answers with, in one chunk loaded on first use (parsed.ts): zod
 * and the domain's schemas, and the few shapes the app reads from shared calls.
 */
export { z };

/** Only what the badge and add-to-cart read from a cart line; the cart page parses the full line. */
export const cartLineSchema = z.looseObject({
  id: z.number().int(),
  qty: z.number().int(),
  size: z.string().catch(''),
  color: z.string().catch(''),
  product: z.looseObject({ id: z.number().int() }),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const wishlistIdsSchema = z.object({ product_ids: z.array(z.number().int()) });
