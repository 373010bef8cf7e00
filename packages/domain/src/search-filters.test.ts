import { describe, expect, it } from 'vitest';
import { readSearchFilter, type SearchFilterField } from './search-filters.ts';
import { searchQuerySchema } from './storefront.ts';

const FIELDS: SearchFilterField[] = [
  'query',
  'category',
  'min_price',
  'max_price',
  'in_stock',
  'sort',
  'page',
];

/** What shoppers and hand-edited addresses put in a search's filters, good and bad. */
const TEXTS: (string | undefined)[] = [
  undefined,
  '',
  ' ',
  'undefined',
  'null',
  'laptop',
  '  Gaming Laptop  ',
  'x'.repeat(200),
  'x'.repeat(201),
  ` ${'x'.repeat(200)} `,
  '0',
  '1',
  '7',
  ' 7 ',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '100000',
  '100001',
  '1000000000',
  '1000000001',
  'Infinity',
  'NaN',
  'abc',
  'true',
  'TRUE',
  'yes',
  'on',
  'false',
  'no',
  'relevance',
  'price_asc',
  'price_desc',
  'rating',
  'newest',
  'cheapest',
];

describe('readSearchFilter', () => {
  it.each(FIELDS)('reads %s as the search schema does, for every text', (field) => {
    for (const text of TEXTS) {
      const schema = searchQuerySchema.shape[field].safeParse(text);
      const plain = readSearchFilter(field, text);
      expect({ text, ok: plain.ok, value: plain.ok ? plain.value : undefined }).toEqual({
        text,
        ok: schema.success,
        value: schema.success ? schema.data : undefined,
      });
    }
  });

  it('answers what a shopper typed, trimmed, and drops what no search can hold', () => {
    expect(readSearchFilter('query', '  Gaming Laptop  ')).toEqual({ ok: true, value: 'Gaming Laptop' });
    expect(readSearchFilter('category', 'abc')).toEqual({ ok: false });
    expect(readSearchFilter('min_price', 'abc')).toEqual({ ok: true, value: undefined });
    expect(readSearchFilter('page', undefined)).toEqual({ ok: true, value: 1 });
    expect(readSearchFilter('sort', 'cheapest')).toEqual({ ok: false });
  });
});
