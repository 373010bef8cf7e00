import { describe, expect, it } from 'vitest';
import { readSearchFilter, type SearchFilterField } from './search-filters.ts';
import { searchQuerySchema } from './storefront.ts';
import { ADDRESS_TEXTS } from './test-address-texts.ts';

const FIELDS: SearchFilterField[] = [
  'query',
  'category',
  'min_price',
  'max_price',
  'in_stock',
  'sort',
  'page',
];

describe('readSearchFilter', () => {
  it.each(FIELDS)('reads %s as the search schema does, for every text', (field) => {
    for (const text of ADDRESS_TEXTS) {
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
