import { z } from 'zod';
import { cartIdSchema } from './cart-id.ts';
import { productCardSchema } from './catalog.ts';
import { countrySchema } from './countries.ts';
import { pageQuerySchema } from './pagination.ts';
import { MAX_LINE_QTY, PRODUCT_TAB_PAGE_SIZE } from './product-page-rules.ts';
import { SEARCH_ORDERS } from './search-filters.ts';

/**
 * Contracts of the storefront calls (spec §7 "Catalogue and cart", "Wishlist, reviews", and the
 * follow and question calls PRODUCT.md adds). The server validates requests with these and the
 * app parses answers with them.
 */

/** Form values arrive as strings; blank, "undefined" and "null" mean "not given" (API-NOTES.md). */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === 'undefined' || value === 'null' || value === null ? undefined : value;

/** A field that may be left out: blank, "undefined" and "null" count as not sent. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A rupee amount typed in a filter box; anything not numeric counts as not given (spec §5). */
const rupeeFilter = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined) return undefined;
  const number = Number(clean);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}, z.number().max(1_000_000_000).optional());

const booleanFlag = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined || typeof clean === 'boolean') return clean;
  return ['true', '1', 'on', 'yes'].includes(String(clean).toLowerCase());
}, z.boolean().optional());

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `GET v1/products/`: newest first by default; `order=random` with a `seed` gives the home page
 * its random sample (spec §2) in an order that stays put while "Load more" pages through it.
 */
export const productListQuerySchema = pageQuerySchema.extend({
  order: z.enum(['newest', 'random']).default('newest'),
  seed: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `GET v1/search/` (spec §7, §9): every filter optional. */
export const searchQuerySchema = pageQuerySchema.extend({
  query: optionalField(z.string().trim().max(200)),
  category: optionalField(positiveId),
  min_price: rupeeFilter,
  max_price: rupeeFilter,
  in_stock: booleanFlag,
  sort: optionalField(z.enum(SEARCH_ORDERS)),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** An id sent in a form: "0", "undefined" or nothing all mean none (a guest's `user_id`, API-NOTES.md). */
export const formId = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  return clean === '0' || clean === 0 ? undefined : clean;
}, positiveId.optional());

/** What the original's list and search cards send for a size or colour nobody picked (API-NOTES.md). */
const NO_CHOICE = new Set(['no size', 'no color', 'no colour']);

/** A size or colour name; blank, "undefined", "null", "No Size" and "No Color" mean none was chosen. */
const variantChoice = z.preprocess((value) => {
  const clean = blankToUndefined(typeof value === 'string' ? value.trim() : value);
  return typeof clean === 'string' && NO_CHOICE.has(clean.toLowerCase()) ? undefined : clean;
}, z.string().trim().max(100).optional());

/**
 * `POST v1/cart-view/` (spec §7). `price` and `shipping_amount` are accepted and ignored: the
 * server prices every line itself (PRODUCT.md "The server is the authority").
 */
export const cartViewInputSchema = z.object({
  product_id: positiveId,
  user_id: formId,
  cart_id: cartIdSchema,
  qty: z.coerce.number().int().min(1).max(MAX_LINE_QTY),
  price: z.unknown().optional(),
  shipping_amount: z.unknown().optional(),
  country: optionalField(countrySchema),
  size: variantChoice,
  color: variantChoice,
});
export type CartViewInput = z.infer<typeof cartViewInputSchema>;

export const messageSchema = z.object({ message: z.string() });

/** `POST v1/customer/wishlist/` (guest) and `v1/customer/wishlist/{user_id}/` (signed in). */
export const wishlistToggleInputSchema = z.object({
  product_id: positiveId,
  user_id: formId,
  cart_id: optionalField(cartIdSchema),
});
export type WishlistToggleInput = z.infer<typeof wishlistToggleInputSchema>;

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist.',
  removed: 'Wishlist deleted successfully.',
} as const;

/** The toggle's answer: the message clients switch on, and where the heart now stands. */
export const wishlistToggleSchema = z.object({ message: z.string(), in_wishlist: z.boolean() });

export const wishlistEntrySchema = z.object({
  id: z.number().int(),
  product: productCardSchema,
  date: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** `POST reviews/{product_id}/` form (spec §7): rating 1–5 and text are required (spec §5). */
export const REVIEW_MESSAGES = {
  textRequired: 'Review text is required',
  rating: 'Choose a rating from 1 to 5 stars',
  created: 'Review created successfully',
  updated: 'Review updated successfully',
} as const;

export const reviewInputSchema = z.object({
  user_id: formId,
  product_id: formId,
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  review: z
    .string({ error: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(2000, 'Keep the review under 2000 characters'),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  rating: z.number().int(),
  review: z.string(),
  reply: z.string().nullable(),
  date: z.string(),
  /** The reviewer bought this product in an order that was paid or is cash on delivery. */
  verified: z.boolean(),
  profile: z.object({ image: z.string().nullable(), full_name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSavedSchema = z.object({ message: z.string(), review: reviewSchema });

/** `GET`/`POST v1/shop-follow/{slug}/`: a shop's followers and whether the caller is one. */
export const followStateSchema = z.object({ followers: z.number().int(), following: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;

export const followToggleSchema = followStateSchema.extend({ message: z.string() });

export const FOLLOW_MESSAGES = {
  followed: 'You are now following this shop.',
  unfollowed: 'You have unfollowed this shop.',
} as const;

/** Product questions (PRODUCT.md: the FAQ tab and the vendor's Message button made real). */
export const QUESTION_MESSAGES = {
  questionRequired: 'Please write your question',
  asked: 'Your question has been sent to the vendor.',
  answerRequired: 'Answer cannot be empty',
  answered: 'Answer saved',
} as const;

export const questionInputSchema = z.object({
  question: z
    .string({ error: QUESTION_MESSAGES.questionRequired })
    .trim()
    .min(1, QUESTION_MESSAGES.questionRequired)
    .max(1000, 'Keep the question under 1000 characters'),
});

export const answerInputSchema = z.object({
  answer: z
    .string({ error: QUESTION_MESSAGES.answerRequired })
    .trim()
    .min(1, QUESTION_MESSAGES.answerRequired)
    .max(2000, 'Keep the answer under 2000 characters'),
});

export const questionSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  date: z.string(),
  answered_at: z.string().nullable(),
  /** First name only: the asker's surname and contact never leave the server. */
  asked_by: z.string(),
  /** True for the caller's own questions (shown to them while still unanswered). */
  mine: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** A question as the vendor's screen lists it, with the product it is about. */
export const vendorQuestionSchema = questionSchema.extend({
  product_title: z.string(),
  product_slug: z.string(),
});
export type VendorQuestion = z.infer<typeof vendorQuestionSchema>;

/** `GET reviews/{product_id}/` and `GET v1/product-questions/{product_id}/`. */
export const productTabPageQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.unwrap().default(PRODUCT_TAB_PAGE_SIZE),
});

/** `GET vendor-questions/{vendor_id}/`: every question, or only answered (`true`) or waiting (`false`). */
export const vendorQuestionQuerySchema = pageQuerySchema.extend({ answered: booleanFlag });
export type VendorQuestionQuery = z.infer<typeof vendorQuestionQuerySchema>;
