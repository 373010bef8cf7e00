import { z } from 'zod';

/** How many products and categories the search box suggests while a shopper types. */
export const MAX_PRODUCT_SUGGESTIONS = 6;
export const MAX_CATEGORY_SUGGESTIONS = 3;

/** `GET v1/search/suggest/?query=mac`: the words typed so far (at least one letter or digit). */
export const searchSuggestQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(200)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), 'Type a letter or a digit'),
});
export type SearchSuggestQuery = z.infer<typeof searchSuggestQuerySchema>;

/** What the search box offers: products open their page, categories a search in them. */
export const searchSuggestionsSchema = z.object({
  products: z.array(z.object({ slug: z.string(), title: z.string() })).max(MAX_PRODUCT_SUGGESTIONS),
  categories: z.array(z.object({ id: z.number().int(), title: z.string() })).max(MAX_CATEGORY_SUGGESTIONS),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
