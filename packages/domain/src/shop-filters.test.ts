import { describe, expect, it } from 'vitest';
import { readShopCategories, readShopFilter, type ShopFilterField } from './shop-filters.ts';
import { ADDRESS_TEXTS } from './test-address-texts.ts';
import { shopProductsQuerySchema } from './vendor-catalog.ts';

const FIELDS: ShopFilterField[] = [
  'page',
  'query',
  'min_price',
  'max_price',
  'min_rating',
  'in_stock',
  'featured',
  'sort',
];

/** The address's `category` values (`URLSearchParams.getAll`), good and bad. */
const CATEGORY_LISTS: string[][] = [
  [],
  [''],
  ['', ''],
  ['null'],
  ['undefined'],
  ['3'],
  [' 3 '],
  ['3,5'],
  ['3', '5'],
  ['3,,5,'],
  [' 3 , 5 '],
  ['3', 'abc'],
  ['3,abc'],
  ['0'],
  ['-1'],
  ['1.5'],
  ['2147483647'],
  ['2147483648'],
  [Array.from({ length: 50 }, (_, i) => i + 1).join(',')],
  [Array.from({ length: 51 }, (_, i) => i + 1).join(',')],
];

const asSeen = <T>(reading: { ok: true; value: T } | { ok: false }) => ({
  ok: reading.ok,
  value: reading.ok ? reading.value : undefined,
});

describe('readShopFilter', () => {
  it.each(FIELDS)('reads %s as the shop schema does, for every text', (field) => {
    for (const text of ADDRESS_TEXTS) {
      const schema = shopProductsQuerySchema.shape[field].safeParse(text);
      expect({ text, ...asSeen(readShopFilter(field, text)) }).toEqual({
        text,
        ok: schema.success,
        value: schema.success ? schema.data : undefined,
      });
    }
  });

  it('reads the categories as the shop schema does, for every list', () => {
    for (const list of CATEGORY_LISTS) {
      const schema = shopProductsQuerySchema.shape.category.safeParse(list);
      expect({ list, ...asSeen(readShopCategories(list)) }).toEqual({
        list,
        ok: schema.success,
        value: schema.success ? schema.data : undefined,
      });
    }
  });

  it('answers what a shopper chose, and drops what no shop page can hold', () => {
    expect(readShopFilter('min_price', 'abc')).toEqual({ ok: true, value: 0 });
    expect(readShopFilter('min_rating', '6')).toEqual({ ok: false });
    expect(readShopFilter('sort', 'price-asc')).toEqual({ ok: true, value: 'price-asc' });
    expect(readShopCategories(['3,5', '7'])).toEqual({ ok: true, value: [3, 5, 7] });
    expect(readShopCategories(['3', 'abc'])).toEqual({ ok: false });
  });
});
