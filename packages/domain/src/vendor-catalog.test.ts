import { describe, expect, it } from 'vitest';
import { isColorCode } from './color-code.ts';
import { PRODUCT_PART_LIMITS } from './constants.ts';
import {
  PRODUCT_FORM_MESSAGES,
  productFormSchema,
  shopProductsQuerySchema,
  vendorChartQuerySchema,
  vendorProductsQuerySchema,
} from './vendor-catalog.ts';

const valid = { title: 'Redmi Note 13', category: '4', price: '27999', stock_qty: '12' };
const issues = (input: object) => {
  const parsed = productFormSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the product form', () => {
  it('reads the form as sent (strings) into paisa and ids, with defaults', () => {
    expect(productFormSchema.parse({ ...valid, old_price: '29999.5', shipping_amount: '' })).toEqual({
      title: 'Redmi Note 13',
      description: '',
      category: 4,
      price: 2_799_900,
      old_price: 2_999_950,
      shipping_amount: undefined,
      stock_qty: 12,
      status: 'published',
      specifications: [],
      sizes: [],
      colors: [],
      gallery_remove: [],
    });
  });

  it('says what is wrong with each field, in the editor’s words', () => {
    expect(issues({ title: '  ', category: '', price: '0', old_price: 'abc', stock_qty: '-2' })).toEqual({
      title: PRODUCT_FORM_MESSAGES.title,
      category: PRODUCT_FORM_MESSAGES.category,
      price: PRODUCT_FORM_MESSAGES.price,
      old_price: PRODUCT_FORM_MESSAGES.oldPrice,
      stock_qty: PRODUCT_FORM_MESSAGES.stock,
    });
    expect(issues({ ...valid, old_price: '20000' })).toEqual({ old_price: PRODUCT_FORM_MESSAGES.oldPrice });
    expect(issues({ ...valid, price: '12.345' })).toEqual({ price: PRODUCT_FORM_MESSAGES.price });
    // A regular price of 0 means "none": no struck-through price.
    expect(issues({ ...valid, old_price: '0' })).toEqual({});
  });

  it('keeps only rows whose every part is filled (spec §5), and checks what is kept', () => {
    const form = productFormSchema.parse({
      ...valid,
      specifications: [
        { title: 'RAM', content: '8 GB' },
        { title: 'Battery', content: ' ' },
        { title: '', content: 'orphan value' },
      ],
      sizes: [
        { name: '128GB', price: '27999' },
        { name: '256GB', price: '' },
      ],
      colors: [{ name: 'Black', color_code: '#000' }, { name: 'Blue' }],
    });
    expect(form.specifications).toEqual([{ title: 'RAM', content: '8 GB' }]);
    expect(form.sizes).toEqual([{ name: '128GB', price: '27999' }]);
    expect(form.colors).toEqual([{ name: 'Black', color_code: '#000' }]);
    for (const price of ['ten', '0', '-5', '1000000001']) {
      expect(issues({ ...valid, sizes: [{ name: 'XL', price }] }), price).toEqual({
        'sizes.0.price': PRODUCT_FORM_MESSAGES.price,
      });
    }
    expect(issues({ ...valid, colors: [{ name: 'Red', color_code: 'reddish' }] })).toEqual({
      'colors.0.color_code': PRODUCT_FORM_MESSAGES.colorCode,
    });
  });

  it('holds each kind of row to the product page’s limits', () => {
    const many = Array.from({ length: PRODUCT_PART_LIMITS.size + 1 }, (_, i) => ({
      name: `S${i}`,
      price: '1',
    }));
    expect(productFormSchema.safeParse({ ...valid, sizes: many }).success).toBe(false);
  });

  it('takes the stage, published unless a draft is asked for', () => {
    expect(productFormSchema.parse({ ...valid, status: 'draft' }).status).toBe('draft');
    expect(productFormSchema.safeParse({ ...valid, status: 'archived' }).success).toBe(false);
  });
});

describe('colour codes', () => {
  it('take hex, rgb(), hsl() and colour names, and nothing a browser cannot paint', () => {
    for (const code of [
      '#000',
      '#1a2b3c',
      '#1a2b3c80',
      'rgb(26, 43, 60)',
      'rgba(0,0,0,.5)',
      'rgb(1 2 3 / 50%)',
      'hsl(120deg, 50%, 40%)',
      'Navy',
      ' rebeccapurple ',
    ]) {
      expect(isColorCode(code), code).toBe(true);
    }
    for (const code of [
      '',
      '#12',
      '#ggg',
      'rgb(1,2)',
      'blurple',
      'url(x)',
      'expression(alert(1))',
      'red; background: url(x)',
    ]) {
      expect(isColorCode(code), code).toBe(false);
    }
  });
});

describe('list filters', () => {
  it('treat a price that is not a number as 0 (spec §5) and blanks as not given', () => {
    expect(vendorProductsQuerySchema.parse({ min_price: 'abc', max_price: '', query: '' })).toMatchObject({
      min_price: 0,
      max_price: undefined,
      query: undefined,
      page: 1,
    });
  });

  it('read the shop page’s categories as a list, in either spelling', () => {
    expect(shopProductsQuerySchema.parse({ category: ['3', '5'] }).category).toEqual([3, 5]);
    expect(shopProductsQuerySchema.parse({ category: '3,5' }).category).toEqual([3, 5]);
    expect(shopProductsQuerySchema.parse({}).category).toEqual([]);
    expect(shopProductsQuerySchema.parse({}).page_size).toBe(12);
    expect(shopProductsQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('refuse a chart range the spec does not name', () => {
    expect(vendorChartQuerySchema.parse({}).range).toBe('last_6_months');
    expect(vendorChartQuerySchema.safeParse({ range: 'last_2_years' }).success).toBe(false);
  });
});
