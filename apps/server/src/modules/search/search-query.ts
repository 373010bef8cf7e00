import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productTitleWords, searchSynonyms } from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';

/** More words than this add nothing a shopper meant and only make the query dearer. */
export const MAX_WORDS = 8;

/** The longest synonym term looked up, in words ("mobile phone", "wireless router"). */
const MAX_TERM_WORDS = 3;

/**
 * Shorter words are matched by prefix only: their few trigrams make everything look alike
 * ("mac" scores 0.5 against "Max"), so a typo in them cannot be told from another word.
 */
const MIN_TYPO_WORD = 4;

/** How many real title words a mistyped word may stand for. */
const MAX_CLOSE_WORDS = 5;

/**
 * "MacBook pro-14!" → ['macbook', 'pro', '14']. Only letters, digits and the marks that belong to
 * them survive, so every word is a valid tsquery operand whatever the shopper typed. A word
 * starts with a letter or digit and keeps its marks: Devanagari writes its vowel signs and
 * viramas as marks ("फोन" is फ, the mark ो, न), and without them one word fell apart into letters
 * that each matched the start of any word.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []).slice(0, MAX_WORDS);
}

/** Every run of 1 to MAX_TERM_WORDS neighbouring words: the synonym terms a query may contain. */
export function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_TERM_WORDS); end++)
      runs.push(words.slice(start, end).join(' '));
  return runs;
}

/** A stretch of the typed words and, when it is a synonym term, the tsqueries it also means. */
export interface Span {
  words: string[];
  means: string[];
}

/**
 * Splits the words into spans, left to right, each the longest run that is a synonym term
 * ("gaming laptop" before "gaming"), else one word. `meansByRun` maps a run to its meanings.
 */
export function spansOf(words: readonly string[], meansByRun: ReadonlyMap<string, string[]>): Span[] {
  const spans: Span[] = [];
  let start = 0;
  while (start < words.length) {
    let end = Math.min(words.length, start + MAX_TERM_WORDS);
    while (end > start + 1 && !meansByRun.has(words.slice(start, end).join(' '))) end--;
    const run = words.slice(start, end);
    spans.push({ words: run, means: meansByRun.get(run.join(' ')) ?? [] });
    start = end;
  }
  return spans;
}

/**
 * The synonyms of every run of the typed words, in one query on the indexed `term_key`: a run
 * matches a term with the same English stems ("headphone" finds "headphones"). Each meaning comes
 * back as a tsquery text whose words match as prefixes ("buds" finds "Buds2"). The runs are one
 * array, so the statement is one whatever the words: prepared, parsed and planned once.
 */
const synonymsOfRuns = prepared((db) =>
  db
    .select({
      run: sql<string>`r.run`,
      query: sql<string | null>`(select string_agg(quote_literal(w.lexeme) || ':*', ' & ')
        from unnest(to_tsvector('english', ${searchSynonyms.means})) w)`,
    })
    .from(sql`unnest(${sql.placeholder('runs')}::text[]) r(run)`)
    .innerJoin(searchSynonyms, sql`${searchSynonyms.termKey} = to_tsvector('english', r.run)`)
    .orderBy(sql`r.run`, searchSynonyms.id)
    .prepare('search_synonyms_of_runs'),
);

export async function synonymsOf(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await synonymsOfRuns(db).execute({ runs: wordRuns(words) });
  const meansByRun = new Map<string, string[]>();
  for (const { run, query } of rows) {
    if (!query) continue;
    meansByRun.set(run, [...(meansByRun.get(run) ?? []), query]);
  }
  return meansByRun;
}

const anyOf = (queries: SQL[]) => sql.join(queries, sql` || `);
const allOf = (queries: SQL[]) => sql.join(queries, sql` && `);

/** The typed word, stemmed, as a prefix: "laptops" finds "laptop", "mac" finds "MacBook". */
const stemPrefix = (word: string) => sql`to_tsquery('english', ${`${word}:*`})`;

/**
 * A word before the last one is whole ("gaming laptop": the shopper typed past it), so its stem is
 * matched exactly: an exact GIN entry is intersected by skipping, where a prefix must collect every
 * posting list it covers ("pro:*" is thousands of products) before anything is intersected.
 */
const stemWhole = (word: string) => sql`to_tsquery('english', ${word})`;
const stemmed = (word: string, last: boolean) => (last ? stemPrefix(word) : stemWhole(word));

/**
 * The title words close to a typed one as a tsquery of alternatives (`'samsung':A | …`, or an
 * empty one): pg_trgm word similarity (`<%`, the session's threshold) against the small table of
 * title words, served by its trigram index. `:A` keeps them to titles; `quote_literal` makes
 * each word one tsquery operand whatever it holds.
 */
function closeTitleWords(typed: string): SQL {
  const word = productTitleWords.word;
  return sql`coalesce((select string_agg(quote_literal(near.word) || ':A', ' | ') from (
    select ${word} as word from ${productTitleWords} where ${typed} <% ${word}
    order by word_similarity(${typed}, ${word}) desc, ${word} limit ${MAX_CLOSE_WORDS}) near), '')::tsquery`;
}

/** What one span matches without typos: all its words, or any of its synonyms. */
const strictSpan = (span: Span, lastSpan: boolean) =>
  sql`(${anyOf([
    allOf(span.words.map((word, i) => stemmed(word, lastSpan && i === span.words.length - 1))),
    ...span.means.map((q) => sql`${q}::tsquery`),
  ])})`;

/** A lone word of 4+ letters may also be a typo of a title word. */
const looseSpan = (span: Span, lastSpan: boolean) => {
  const [word] = span.words;
  return span.words.length === 1 && word && word.length >= MIN_TYPO_WORD
    ? sql`(${strictSpan(span, lastSpan)} || ${closeTitleWords(word)})`
    : strictSpan(span, lastSpan);
};

/** The tsqueries of a search: see docs/decisions/0018-search-ranking-in-postgresql.md. */
export interface SearchQueries {
  /** Every span, typos allowed: what a product must match to be found (the GIN index serves it). */
  loose: SQL;
  /** Every span without typos: products matching it rank above typo-only matches. */
  strict: SQL;
  /** Each span without typos: how many of them a product's title or category names counts. */
  spans: SQL[];
  /** Any span: a product whose category name matches it ranks above the rest of its tier. */
  category: SQL;
  /** The words as typed (no stems, no synonyms): exact words rank above stems and synonyms. */
  exact: SQL;
}

/**
 * `(select …)`: the tsquery is built once per statement (an InitPlan) and the GIN index is asked
 * with the result, instead of the query tree being rebuilt and its typo list re-parsed per row.
 */
const once = (query: SQL) => sql`(select ${query})`;

export function searchQueries(words: readonly string[], spans: readonly Span[]): SearchQueries {
  const exact = once(
    sql`to_tsquery('simple', ${words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')})`,
  );
  const isLast = (i: number) => i === spans.length - 1;
  return {
    // The exact words too: a title word English drops as a stop word ("it", "one") still counts.
    loose: once(sql`${allOf(spans.map((span, i) => looseSpan(span, isLast(i))))} || ${exact}`),
    strict: once(sql`${allOf(spans.map((span, i) => strictSpan(span, isLast(i))))} || ${exact}`),
    spans: spans.map((span, i) => once(strictSpan(span, isLast(i)))),
    category: once(anyOf(spans.map((span, i) => strictSpan(span, isLast(i))))),
    exact,
  };
}

/** A search's tsqueries as texts, with the weight-restricted ones relevance ranks by. */
export interface ResolvedQueries {
  /** Every span, typos allowed: what a product must match. */
  loose: string;
  /** Every span without typos. */
  strict: string;
  /** Any span without typos. */
  category: string;
  /** The words as typed. */
  exact: string;
  /** Each span matched in the title or category name only (weights A and B). */
  titleSpans: string[];
  /** Any span matched in the category name only (weight B). */
  inCategoryName: string;
}

/**
 * A tsquery's text with every operand held to `weights` (`'laptop':*` → `'laptop':*AB`): for the
 * `&` and `|` queries search builds, `vector @@ it` is `ts_filter(vector, weights) @@ query`
 * without a filtered copy of the vector made for every row ranked. An operand already held to
 * weights keeps those it shares with `weights`.
 */
export function heldToWeights(query: string, weights: string): string {
  return query.replace(/('(?:[^']|'')*')(?::([*A-D]+))?/g, (_, operand: string, flags = '') => {
    const own = flags.replace('*', '');
    const kept = own ? [...own].filter((w) => weights.includes(w)).join('') : weights;
    return `${operand}:${flags.includes('*') ? '*' : ''}${kept || weights}`;
  });
}

/**
 * The tsqueries worked out in a round trip of their own and sent back as texts, which the search
 * statements take as values. The planner then sees each query's words and estimates from the
 * column's statistics how many products match: a word nearly every product has ("nepal") is read
 * off the table until the candidates are found, a rare one off the GIN index. A tsquery computed
 * inside the statement (an InitPlan) hides that and made every search walk the whole index.
 */
export async function resolveQueries(db: Db, q: SearchQueries): Promise<ResolvedQueries> {
  const result = (await db.execute(sql`
    select ${q.loose}::text as loose, ${q.strict}::text as strict, ${q.category}::text as category,
      ${q.exact}::text as exact, to_json(array[${sql.join(q.spans, sql`, `)}]::text[]) as spans`)) as unknown as {
    rows: { loose: string; strict: string; category: string; exact: string; spans: string[] }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('the tsqueries of a search came back empty');
  return {
    loose: row.loose,
    strict: row.strict,
    category: row.category,
    exact: row.exact,
    titleSpans: row.spans.map((span) => heldToWeights(span, 'AB')),
    inCategoryName: heldToWeights(row.category, 'B'),
  };
}
