/*
 * The storefront's rules the product page applies before anything is validated: zod-free, so
 * the page's first load carries no schemas (plain.ts). The schemas that use them are in
 * storefront.ts.
 */

/** Spec §5 add-to-cart messages: which of size and colour still has to be chosen. */
export function missingVariantMessage(missing: { size: boolean; color: boolean }): string | null {
  if (missing.size && missing.color) return 'Please select: size and color';
  if (missing.size) return 'Please select: size';
  if (missing.color) return 'Please select: color';
  return null;
}

/** Most units one cart line may hold. */
export const MAX_LINE_QTY = 99;

export const CART_MESSAGES = {
  created: 'Cart Created Successfully',
  updated: 'Cart Updated Successfully',
} as const;

/** Reviews and questions under a product come a few at a time ("Show more" pages on). */
export const PRODUCT_TAB_PAGE_SIZE = 10;
