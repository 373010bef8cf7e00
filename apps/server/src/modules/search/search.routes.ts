import {
  productCardSchema,
  searchQuerySchema,
  searchSuggestionsSchema,
  searchSuggestQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { setTotalCount, toLimitOffset } from '../../lib/http.ts';
import { sendWritten } from '../../lib/written-answers.ts';
import { serializeProductCard } from '../catalog/catalog.serializers.ts';
import { searchProducts } from './search.service.ts';
import { createSearchCache, type SearchPage, searchKey } from './search-cache.ts';
import { searchSuggestions } from './search-suggest.service.ts';

/** Spec §7 `v1/search/`: the same cards as `v1/products/`, filtered and sorted. */
export async function searchRoutes(parent: FastifyInstance, { database, config, catalogueChanges }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const cachedSearch = createSearchCache(config.searchCacheMs, catalogueChanges);
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
      return sendSearchPage(request, reply, found);
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

/**
 * A page of search results as `v1/products/` answers it. A remembered page's answer is written
 * once per origin while its cards are remembered (decision 0029), then sent as written.
 */
function sendSearchPage(request: FastifyRequest, reply: FastifyReply, found: SearchPage) {
  setTotalCount(reply, found.total, found.more);
  return sendWritten(request, reply, found.written, (origin) =>
    found.rows.map((row) => serializeProductCard(origin, row)),
  );
}
