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
import { requestOrigin, setTotalCount, toLimitOffset } from '../../lib/http.ts';
import { sendCardPage } from '../catalog/catalog.serializers.ts';
import { watchCatalogue } from './catalogue-changes.ts';
import { searchProducts } from './search.service.ts';
import { createSearchCache, MAX_ORIGINS, type SearchPage, searchKey } from './search-cache.ts';
import { searchSuggestions } from './search-suggest.service.ts';

/** Spec §7 `v1/search/`: the same cards as `v1/products/`, filtered and sorted. */
export async function searchRoutes(parent: FastifyInstance, { database, config }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Remembered search pages keep their cards while the catalogue is unchanged (decision 0029).
  const changes = config.searchCacheMs > 0 ? await watchCatalogue(database, app.log) : undefined;
  if (changes) app.addHook('onClose', () => changes.stop());
  const cachedSearch = createSearchCache(config.searchCacheMs, changes);
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

/** What Fastify calls the JSON it writes. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A page of search results as `v1/products/` answers it. A remembered page's answer is written
 * once per origin while its cards are remembered (decision 0029), then sent as written.
 */
function sendSearchPage(request: FastifyRequest, reply: FastifyReply, found: SearchPage) {
  const origin = requestOrigin(request);
  let json = found.written?.get(origin);
  if (json === undefined) {
    const cards = sendCardPage(request, reply, found);
    if (!found.written || found.written.size >= MAX_ORIGINS) return cards;
    // The route's own serializer (its response schema), as Fastify would write `cards`.
    json = reply.serialize(cards) as string;
    found.written.set(origin, json);
  } else {
    setTotalCount(reply, found.total, found.more);
  }
  // A string with a JSON type goes out as it is.
  return reply.type(JSON_TYPE).send(json);
}
