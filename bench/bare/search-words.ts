/**
 * How Pasal reads a search's words (search-query.ts): letters and digits only, at most
 * MAX_WORDS, grouped into spans that are synonym terms ("gaming laptop") or single words.
 */
import { MAX_TERM_WORDS, MAX_WORDS } from './limits.ts';

/** "MacBook pro-14!" → ['macbook', 'pro', '14']. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Every run of 1 to MAX_TERM_WORDS neighbouring words: the synonym terms a query may contain. */
export function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_TERM_WORDS); end++)
      runs.push(words.slice(start, end).join(' '));
  return runs;
}

export interface Span {
  words: string[];
  /** The tsquery texts the span also means (its synonyms). */
  means: string[];
}

/** Left to right, the longest run that is a synonym term, else one word. */
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
