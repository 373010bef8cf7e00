/**
 * Search's statements as Pasal writes them (modules/search): the synonyms of the typed words,
 * the tsqueries worked out in one round trip, then the candidates ranked by relevance. Every
 * statement is built by one function here, so following a change of Pasal's search means
 * changing the function same-sql.test.ts names.
 */

// Pure text functions of Pasal's: the weight-restricted tsqueries must be its own to the letter.
import { heldToWeights, type Span } from '@pasal/server/src/modules/search/search-query.ts';
import { CARD_COLUMNS, type Condition, FROM_CARDS, limitOffset, NEWEST_FIRST } from './catalogue-sql.ts';
import { type Fragment, Params, type Statement } from './database.ts';
import { MAX_CLOSE_WORDS, MIN_TYPO_WORD, SEARCH_CANDIDATES } from './limits.ts';

/**
 * The synonyms of every run of the typed words, each meaning as a tsquery text of prefixes: one
 * statement whatever the runs (an array), prepared as Pasal prepares it.
 */
export function synonymsSql(runs: string[]): Statement {
  return {
    name: 'search_synonyms_of_runs',
    text: `select r.run, (select string_agg(quote_literal(w.lexeme) || ':*', ' & ')
        from unnest(to_tsvector('english', "search_synonyms"."means")) w)
      from unnest($1::text[]) r(run)
      inner join "search_synonyms" on "search_synonyms"."term_key" = to_tsvector('english', r.run)
      order by r.run, "search_synonyms"."id"`,
    values: [runs],
  };
}

const anyOf = (queries: string[]) => queries.join(' || ');
const allOf = (queries: string[]) => queries.join(' && ');
/** Built once per statement (an InitPlan), not per row. */
const once = (query: string) => `(select ${query})`;

/**
 * The typed word, stemmed: the last word as a prefix ("mac" finds "MacBook"), a word before it
 * whole (the shopper typed past it).
 */
const stemmed =
  (word: string, last: boolean): Fragment =>
  (p) =>
    `to_tsquery('english', ${p.add(last ? `${word}:*` : word)})`;

/** Up to MAX_CLOSE_WORDS title words a typed word may be a typo of, as `'word':A | …`. */
const closeTitleWords =
  (typed: string): Fragment =>
  (p) =>
    `coalesce((select string_agg(quote_literal(near.word) || ':A', ' | ') from (
    select "product_title_words"."word" as word from "product_title_words" where ${p.add(typed)} <% "product_title_words"."word"
    order by word_similarity(${p.add(typed)}, "product_title_words"."word") desc, "product_title_words"."word" limit ${p.add(MAX_CLOSE_WORDS)}) near), '')::tsquery`;

/** What a span matches without typos: all its words, or any of its synonyms. */
const strictSpan =
  (span: Span, lastSpan: boolean): Fragment =>
  (p) => {
    const words = span.words.map((w, i) => stemmed(w, lastSpan && i === span.words.length - 1)(p));
    return `(${anyOf([allOf(words), ...span.means.map((q) => `${p.add(q)}::tsquery`)])})`;
  };

/** A lone word of 4+ letters may also be a typo of a title word. */
const looseSpan =
  (span: Span, lastSpan: boolean): Fragment =>
  (p) => {
    const [word] = span.words;
    return span.words.length === 1 && word && word.length >= MIN_TYPO_WORD
      ? `(${strictSpan(span, lastSpan)(p)} || ${closeTitleWords(word)(p)})`
      : strictSpan(span, lastSpan)(p);
  };

/**
 * The tsqueries of a search sent back as text (search-query.ts resolveQueries): `loose` (what
 * a product must match, typos allowed), `strict`, `category`, `exact` and one per span.
 */
export function resolveSql(words: string[], spans: Span[]): Statement {
  const p = new Params();
  const typed = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const exact = () => once(`to_tsquery('simple', ${p.add(typed)})`);
  const isLast = (i: number) => i === spans.length - 1;
  const loose = once(`${allOf(spans.map((s, i) => looseSpan(s, isLast(i))(p)))} || ${exact()}`);
  const strict = once(`${allOf(spans.map((s, i) => strictSpan(s, isLast(i))(p)))} || ${exact()}`);
  const category = once(anyOf(spans.map((s, i) => strictSpan(s, isLast(i))(p))));
  const exactText = exact();
  const perSpan = spans.map((s, i) => once(strictSpan(s, isLast(i))(p))).join(', ');
  return {
    text: `select ${loose}::text as loose, ${strict}::text as strict, ${category}::text as category,
      ${exactText}::text as exact, to_json(array[${perSpan}]::text[]) as spans`,
    values: p.values,
  };
}

/** What resolveSql answers. */
export interface Tsqueries {
  loose: string;
  strict: string;
  category: string;
  exact: string;
  spans: string[];
}

/** A filter of search (search.service.ts searchProducts), in Pasal's order of conditions. */
export interface SearchFilter {
  /** `loose` of the resolved tsqueries, when the search has words. */
  matching?: string;
  category?: number;
  minPaisa?: number;
  maxPaisa?: number;
  inStock?: boolean;
}

export function searchCondition(forSale: Condition, f: SearchFilter): Condition {
  return (p) => {
    const conditions = [forSale(p)];
    if (f.matching !== undefined)
      conditions.push(`"products"."search_vector" @@ ${p.add(f.matching)}::tsquery`);
    if (f.category !== undefined) conditions.push(`"products"."category_id" = ${p.add(f.category)}`);
    if (f.minPaisa !== undefined) conditions.push(`"products"."price" >= ${p.add(f.minPaisa)}`);
    if (f.maxPaisa !== undefined) conditions.push(`"products"."price" <= ${p.add(f.maxPaisa)}`);
    if (f.inStock) conditions.push(`"products"."stock_qty" > ${p.add(0)}`);
    return conditions.length === 1 ? (conditions[0] ?? '') : `(${conditions.join(' and ')})`;
  };
}

/** The orders a search sorts by other than relevance. */
export const SEARCH_ORDER_BY = {
  price_asc: `"products"."price" asc, ${NEWEST_FIRST}`,
  price_desc: `"products"."price" desc, ${NEWEST_FIRST}`,
  rating: `"products"."rating" desc, "products"."rating_count" desc, ${NEWEST_FIRST}`,
  newest: NEWEST_FIRST,
} as const;

/**
 * The relevance keys (search.service.ts relevanceKeys), each descending: matches without typos,
 * spans named by title or category, category named, text rank. `column` is how the search
 * vector is named where the key is written (Drizzle writes it bare in a select list's aliases).
 */
function relevanceKeys(q: Tsqueries, p: Params, column: string): string[] {
  // Drizzle keeps the column qualified inside the joined span keys.
  const qualified = '"products"."search_vector"';
  return [
    `${column} @@ ${p.add(q.strict)}::tsquery`,
    q.spans.map((span) => `(${qualified} @@ ${p.add(heldToWeights(span, 'AB'))}::tsquery)::int`).join(' + '),
    `${column} @@ ${p.add(heldToWeights(q.category, 'B'))}::tsquery`,
    `ts_rank(${column}, ${p.add(q.strict)}::tsquery) + ts_rank(${column}, ${p.add(q.exact)}::tsquery)`,
  ];
}

/** The relevance order of the cards query. */
function relevanceOrder(q: Tsqueries): Fragment {
  return (p) =>
    `${relevanceKeys(q, p, '"products"."search_vector"')
      .map((key) => `${key} desc`)
      .join(', ')}, "products"."id" asc`;
}

/**
 * A page of results in relevance order and how many candidates there are, one statement
 * (ranked-page.ts): up to SEARCH_CANDIDATES + 1 matches, those whose title or category name
 * matches first, each branch bounded, their sort keys computed in the same pass; the page cut
 * from the best of them, its cards carrying the candidates' count (`matches`, the last column).
 */
export function rankedPageSql(q: Tsqueries, where: Condition, limit: number, offset: number): Statement {
  const p = new Params();
  const bound = SEARCH_CANDIDATES + 1;
  const branch = (titled: boolean) => {
    const keys = relevanceKeys(q, p, '"search_vector"');
    const columns = keys.map((key, i) => `${key} as "k${i}"`).join(', ');
    const filter = where(p);
    const part = `${titled ? '' : 'not '}ts_filter("products"."search_vector", '{a,b}') @@ ${p.add(q.loose)}::tsquery`;
    return `(select "id", ${columns} from "products" where (${filter} and ${part}) limit ${p.add(bound)})`;
  };
  const candidates = `with "candidates" as (${branch(true)} union all ${branch(false)} limit ${p.add(bound)})`;
  const order = [0, 1, 2, 3].map((i) => `"k${i}" desc`).join(', ');
  const pageLimit = Math.max(0, Math.min(limit, SEARCH_CANDIDATES - offset));
  const pageIds = `select "id" from "candidates" order by ${order}, "candidates"."id" asc${limitOffset(p, pageLimit, offset, true)}`;
  return {
    text: `${candidates} select ${CARD_COLUMNS}, (select count(*) from "candidates") ${FROM_CARDS} where "products"."id" in (${pageIds}) order by ${relevanceOrder(q)(p)}`,
    values: p.values,
  };
}
