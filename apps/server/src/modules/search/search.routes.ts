import {
  productCardSchema,
  searchQuerySchema,
  searchSuggestionsSchema,
  searchSuggestQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { toLimitOffset } from '../../lib/http.ts';
import { sendCardPage } from '../catalog/catalog.serializers.ts';
import { searchProducts } from './search.service.ts';
import { createSearchCache, searchKey } from './search-cache.ts';
import { searchSuggestions } from './search-suggest.service.ts';

/** Spec §7 `v1/search/`: the same cards as `v1/products/`, filtered and sorted. */
export async function searchRoutes(parent: FastifyInstance, { database, config }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const cachedSearch = createSearchCache(config.searchCacheMs);
  app.get(
    '/search/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Search published products by words (prefix and typo tolerant), category, price in rupees and stock; sort relevance, price_asc, price_desc, rating or newest',
        querystring: searchQuerySchema,
        response: { 200: z.array(productCardSchema) },
      },
    },
    async (request, reply) => {
      const page = toLimitOffset(request.query);
      const found = await cachedSearch(database.searchDb, searchKey(request.query, page), () =>
        searchProducts(database.searchDb, request.query, page),
      );
      return sendCardPage(request, reply, found);
    },
  );

  app.get(
    '/search/suggest/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Suggestions while typing: up to 6 products (title, slug) in search relevance order and up to 3 categories (id, title) whose names match the words or their synonyms',
        querystring: searchSuggestQuerySchema,
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request) => searchSuggestions(database.searchDb, request.query.query),
  );
}
