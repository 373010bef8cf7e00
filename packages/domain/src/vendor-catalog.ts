import { z } from 'zod';
import { categorySchema, moneyString, productCardSchema, productDetailSchema } from './catalog.ts';
import { isColorCode } from './color-code.ts';
import { PRODUCT_PART_LIMITS, SHOP_PAGE_SIZE, VENDOR_CHART_RANGES } from './constants.ts';
import { decimalToPaisa } from './money.ts';
import { pageQuerySchema } from './pagination.ts';
import { MAX_SHOP_CATEGORIES, SHOP_SORTS } from './shop-filters.ts';
import { blankToUndefined, optionalField } from './storefront.ts';

/**
 * Contracts of the vendor's catalogue calls (spec §7 "Vendor", issue 16) and the public shop
 * page. The server validates requests with these and the app's forms and screens use them too.
 */

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** `{vendor_id}` in a vendor path: the caller's own shop (the auth plugin's `owns` check). */
export const vendorIdParamsSchema = z.object({ vendor_id: positiveId });
/** `{vendor_id}/{pid}`: a product of the caller's shop by its public short id. */
export const vendorProductParamsSchema = vendorIdParamsSchema.extend({
  pid: z.string().trim().min(1).max(40),
});
export const shopSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

/** `vendor/stats/{vendor_id}/` answers one element (API-NOTES.md "Bodies"). */
export const vendorStatsSchema = z.array(
  z.object({
    products: z.number().int(),
    orders: z.number().int(),
    /** Line subtotal + shipping of this shop's paid order items, in rupees. */
    revenue: moneyString,
  }),
);
export type VendorStats = z.infer<typeof vendorStatsSchema>[number];

export const vendorChartQuerySchema = z.object({
  range: z.enum(VENDOR_CHART_RANGES).default('last_6_months'),
});
export type VendorChartRange = (typeof VENDOR_CHART_RANGES)[number];
/** Chart rows (spec §3): one per month of the range, oldest first, whole numbers. */
export const ordersChartSchema = z.array(
  z.object({ month: z.number().int().min(1).max(12), orders: z.number().int() }),
);
export const productsChartSchema = z.array(
  z.object({ month: z.number().int().min(1).max(12), products: z.number().int() }),
);

/** A price box of a filter: anything not numeric is 0 (spec §5 "Price range inputs fall back to 0"). */
const priceBox = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined) return undefined;
  const number = Number(clean);
  return Number.isFinite(number) && number >= 0 ? number : 0;
}, z.number().max(1_000_000_000).optional());

/** Stages a vendor can give a product (spec §3 `status`); archived products are deleted ones. */
export const PRODUCT_STAGES = ['published', 'draft'] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];

/** `vendor/products/{vendor_id}/`: the shop's products, newest first, filtered on the server. */
export const vendorProductsQuerySchema = pageQuerySchema.extend({
  query: optionalField(z.string().trim().max(200)),
  category: optionalField(positiveId),
  min_price: priceBox,
  max_price: priceBox,
  stage: optionalField(z.enum(PRODUCT_STAGES)),
});
export type VendorProductsQuery = z.infer<typeof vendorProductsQuerySchema>;

/** Rupees typed in the product form, as paisa; blank is "not given". */
const fromRupees = (value: unknown) => {
  const clean = blankToUndefined(value);
  if (clean === undefined) return undefined;
  return typeof clean === 'string' || typeof clean === 'number'
    ? (decimalToPaisa(clean) ?? Number.NaN)
    : clean;
};
const paisaAmount = (message: string) =>
  z.number({ error: message }).int().min(0, message).max(100_000_000_000, message);

export const PRODUCT_FORM_MESSAGES = {
  title: 'Enter a title.',
  category: 'Select category',
  price: 'Enter a sale price above 0.',
  oldPrice: 'The regular price must be at least the sale price, or left empty.',
  shipping: 'Enter a shipping amount of 0 or more.',
  stock: 'Enter a stock quantity of 0 or more.',
  colorCode: 'Use a colour code such as #1a2b3c, rgb(26, 43, 60) or a colour name.',
} as const;

/** One specification row: both parts filled, or it is left out (spec §5). */
const specEntry = z.object({ title: z.string().trim().max(120), content: z.string().trim().max(1000) });
/** One variation row (a size, "XL", "32GB RAM") with its own price. */
const sizeEntry = z.object({ name: z.string().trim().max(100), price: z.string().trim().max(20) });
/** One colour row: a name and a CSS colour (hex, rgb()/hsl() or a colour keyword). */
const colorEntry = z.object({ name: z.string().trim().max(100), color_code: z.string().trim().max(60) });

/** Rows whose every part is filled; the rest are dropped, as the spec's update form does. */
const completeRows = <T extends z.ZodObject>(row: T, max: number) => {
  const parts = Object.keys(row.shape);
  const filled = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    parts.every((part) => String((entry as Record<string, unknown>)[part] ?? '').trim() !== '');
  return z.preprocess((value) => (Array.isArray(value) ? value.filter(filled) : []), z.array(row).max(max));
};

/**
 * The product form (spec §3 "Product form"), as the server reads it and the editor validates it
 * before sending. The vendor comes from the token, never from the form (`vendor` is ignored).
 * Money is typed in rupees and parsed to paisa. Files (`image`, gallery pictures) are not part of
 * it: they travel beside it in the multipart body.
 */
export const productFormSchema = z
  .object({
    title: z
      .string({ error: PRODUCT_FORM_MESSAGES.title })
      .trim()
      .min(1, PRODUCT_FORM_MESSAGES.title)
      .max(200),
    description: z.preprocess((v) => blankToUndefined(v) ?? '', z.string().trim().max(10_000)),
    category: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PRODUCT_FORM_MESSAGES.category })
        .int(PRODUCT_FORM_MESSAGES.category)
        .positive(PRODUCT_FORM_MESSAGES.category)
        .max(2_147_483_647, PRODUCT_FORM_MESSAGES.category),
    ),
    price: z.preprocess(fromRupees, paisaAmount(PRODUCT_FORM_MESSAGES.price)).refine((v) => v > 0, {
      message: PRODUCT_FORM_MESSAGES.price,
    }),
    old_price: z.preprocess(fromRupees, paisaAmount(PRODUCT_FORM_MESSAGES.oldPrice).optional()),
    shipping_amount: z.preprocess(fromRupees, paisaAmount(PRODUCT_FORM_MESSAGES.shipping).optional()),
    stock_qty: z.preprocess(
      (v) => blankToUndefined(v) ?? 0,
      z.coerce
        .number({ error: PRODUCT_FORM_MESSAGES.stock })
        .int(PRODUCT_FORM_MESSAGES.stock)
        .min(0, PRODUCT_FORM_MESSAGES.stock)
        .max(1_000_000),
    ),
    status: z.preprocess((v) => blankToUndefined(v) ?? 'published', z.enum(PRODUCT_STAGES)),
    specifications: completeRows(specEntry, PRODUCT_PART_LIMITS.specification),
    sizes: completeRows(sizeEntry, PRODUCT_PART_LIMITS.size),
    colors: completeRows(colorEntry, PRODUCT_PART_LIMITS.color),
    /** Update only: ids of gallery pictures to remove (new pictures are files). */
    gallery_remove: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(positiveId).max(PRODUCT_PART_LIMITS.gallery),
    ),
  })
  .superRefine((form, ctx) => {
    if (
      form.old_price !== undefined &&
      form.price !== undefined &&
      form.old_price !== 0 &&
      form.old_price < form.price
    ) {
      ctx.addIssue({ code: 'custom', path: ['old_price'], message: PRODUCT_FORM_MESSAGES.oldPrice });
    }
    form.sizes.forEach((size, i) => {
      // A size's price replaces the product's (cart pricing): 0 or less would give it away.
      const paisa = decimalToPaisa(size.price);
      if (paisa === null || paisa <= 0 || paisa > 100_000_000_000) {
        ctx.addIssue({ code: 'custom', path: ['sizes', i, 'price'], message: PRODUCT_FORM_MESSAGES.price });
      }
    });
    form.colors.forEach((color, i) => {
      if (!isColorCode(color.color_code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['colors', i, 'color_code'],
          message: PRODUCT_FORM_MESSAGES.colorCode,
        });
      }
    });
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** What the editor shows of a product of the caller's shop: the detail, with its stage. */
export const vendorProductSchema = productDetailSchema;
export type VendorProduct = z.infer<typeof vendorProductSchema>;

export const PRODUCT_MESSAGES = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  updateFailed: 'Error updating product',
  deleteConfirm: 'Are you sure you want to delete this product?',
  deleteYes: 'Yes, delete it!',
  deleted: 'Product deleted successfully!',
  deleteFailed: 'Failed to delete the product!',
} as const;

/** `vendor-create-product/` and `vendor-update-product/`: the product as stored. */
export const productSavedSchema = z.object({ message: z.string(), product: vendorProductSchema });

/** `vendor-shop-settings/{vendor_id}/` GET and PATCH, and `shop/{slug}/` (spec §3 "Vendor/shop"). */
export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  description: z.string(),
  mobile: z.string(),
  user: z.object({ email: z.string() }),
  date: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;

/** PATCH `vendor-shop-settings/`: name and description (the image is a file beside them). */
export const shopSettingsInputSchema = z.object({
  name: optionalField(z.string().trim().min(2, 'Enter a store name of at least 2 characters.').max(120)),
  description: optionalField(z.string().trim().max(2000)),
});
export const SHOP_SETTINGS_MESSAGES = {
  saved: 'Store Profile updated successfully',
  failed: 'Something went wrong. Please try again.',
} as const;

const flag = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined || typeof clean === 'boolean') return clean;
  return ['true', '1', 'on', 'yes'].includes(String(clean).toLowerCase());
}, z.boolean().optional());

/** Categories as a list: `?category=3&category=5` or `?category=3,5`. */
const idList = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined) return [];
  const parts = (Array.isArray(clean) ? clean : [clean]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
}, z.array(positiveId).max(MAX_SHOP_CATEGORIES));

/** `vendor-products/{slug}/`: the shop page's filters (spec §2, §9), all on the server. */
export const shopProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(SHOP_PAGE_SIZE),
  query: optionalField(z.string().trim().max(200)),
  category: idList,
  min_price: priceBox,
  max_price: priceBox,
  min_rating: optionalField(z.coerce.number().int().min(1).max(5)),
  in_stock: flag,
  featured: flag,
  sort: optionalField(z.enum(SHOP_SORTS)),
});
export type ShopProductsQuery = z.infer<typeof shopProductsQuerySchema>;

/**
 * `shop-summary/{slug}/` (beyond the spec): what the shop page's header, stat cards and filter
 * panel need, over the shop's whole published catalogue: counts per category, the price range
 * (for the price boxes' defaults, spec §9), the average price.
 */
export const shopSummarySchema = z.object({
  total_products: z.number().int(),
  categories: z.array(categorySchema.extend({ count: z.number().int() })),
  average_price: moneyString,
  min_price: moneyString,
  max_price: moneyString,
  active_since: z.number().int(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** Cards of the shop page carry the description too (its list view shows it). */
export const shopProductCardSchema = productCardSchema.extend({ description: z.string() });
export type ShopProductCard = z.infer<typeof shopProductCardSchema>;
