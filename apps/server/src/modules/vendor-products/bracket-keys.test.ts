import { describe, expect, it } from 'vitest';
import { nestBracketKeys } from './bracket-keys.ts';

describe('nestBracketKeys', () => {
  it('nests the product form’s rows and files, in number order', () => {
    const picture = Buffer.from('png');
    expect(
      nestBracketKeys({
        title: 'Redmi Note 13',
        'specifications[1][title]': 'Battery',
        'specifications[0][title]': 'RAM',
        'specifications[0][content]': '8 GB',
        'specifications[1][content]': '5000 mAh',
        'sizes[0][name]': '128GB',
        'sizes[0][price]': '27999',
        'gallery[0][image]': picture,
      }),
    ).toEqual({
      title: 'Redmi Note 13',
      specifications: [
        { title: 'RAM', content: '8 GB' },
        { title: 'Battery', content: '5000 mAh' },
      ],
      sizes: [{ name: '128GB', price: '27999' }],
      gallery: [{ image: picture }],
    });
  });

  it('orders by number, not by the text of it, and closes gaps', () => {
    const form: Record<string, string> = {};
    for (const i of [10, 2, 1, 0, 59]) form[`specifications[${i}][title]`] = `S${i}`;
    expect(nestBracketKeys(form)).toEqual({
      specifications: [{ title: 'S0' }, { title: 'S1' }, { title: 'S2' }, { title: 'S10' }, { title: 'S59' }],
    });
  });

  it('reads `name[]` and `name[i]` as lists, one value or several', () => {
    expect(nestBracketKeys({ 'gallery_remove[]': ['4', '9'] })).toEqual({ gallery_remove: ['4', '9'] });
    expect(nestBracketKeys({ 'gallery_remove[]': '4' })).toEqual({ gallery_remove: ['4'] });
    expect(nestBracketKeys({ 'gallery_remove[1]': '9', 'gallery_remove[0]': '4' })).toEqual({
      gallery_remove: ['4', '9'],
    });
    // A repeated plain name is already a list (lib/multipart.ts) and stays one.
    expect(nestBracketKeys({ gallery_remove: ['4', '9'] })).toEqual({ gallery_remove: ['4', '9'] });
  });

  it('passes JSON bodies (already nested) and anything not an object through', () => {
    const json = { title: 'X', sizes: [{ name: 'XL', price: '10' }], colors: [] };
    expect(nestBracketKeys(json)).toEqual(json);
    for (const other of [null, undefined, 'text', 7, ['a'], Buffer.from('x')]) {
      expect(nestBracketKeys(other)).toBe(other);
    }
  });

  it('keeps names that are not rows as objects, and odd names as sent', () => {
    expect(nestBracketKeys({ 'a[x]': '1', 'a[0]': '2' })).toEqual({ a: { x: '1', 0: '2' } });
    expect(nestBracketKeys({ 'a[10000]': '1' })).toEqual({ a: { 10000: '1' } });
    expect(nestBracketKeys({ 'a[0][b][c][d]': '1', 'a]': '2', '[0]': '3' })).toEqual({
      'a[0][b][c][d]': '1',
      'a]': '2',
      '[0]': '3',
    });
    expect(nestBracketKeys({ '0': 'x' })).toEqual({ 0: 'x' });
  });

  it('drops names that would reach an object’s prototype', () => {
    const nested = nestBracketKeys({
      '__proto__[polluted]': 'yes',
      'sizes[0][__proto__]': 'yes',
      'constructor[prototype][polluted]': 'yes',
      title: 'kept',
    });
    expect(nested).toEqual({ title: 'kept' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
