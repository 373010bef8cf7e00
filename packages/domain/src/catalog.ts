import { z } from 'zod';

/** Money on the wire: a decimal string with two places ("149999.00"). */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryBriefSchema = z.object({ id: z.number().int(), title: z.string() });

export const productSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneyString.nullable(),
});
export const productColorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color_code: z.string(),
});
export const productSpecificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export const productGalleryImageSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  /** The small variant, for the gallery's thumbnail strip. */
  image_thumb: z.string(),
});

export const productVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  description: z.string(),
});

/** A product as lists show it (cards): its sizes and colours, no other children. */
export const productCardSchema = z.object({
  id: z.number().int(),
  pid: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  /** Smaller rendition of `image` for cards and thumbnails. */
  image_thumb: z.string(),
  price: moneyString,
  old_price: moneyString,
  shipping_amount: moneyString,
  stock_qty: z.number().int(),
  in_stock: z.boolean(),
  featured: z.boolean(),
  status: z.string(),
  product_rating: z.number(),
  rating: z.number(),
  rating_count: z.number().int(),
  orders: z.number().int(),
  category: categorySchema.nullable(),
  vendor: productVendorSchema,
  date: z.string(),
  /** As on the detail page: clients of the original draw a card's choices from these (API-NOTES.md). */
  size: z.array(productSizeSchema),
  color: z.array(productColorSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A product with everything the detail page shows. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  specification: z.array(productSpecificationSchema),
  gallery: z.array(productGalleryImageSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
