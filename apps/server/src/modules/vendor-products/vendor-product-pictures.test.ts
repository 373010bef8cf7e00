import { PRODUCT_FORM_MESSAGES } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../db/seed/factories.ts';
import { blackPng } from '../../test/images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOT_AN_IMAGE, tooManyPixels } from '../media/uploads.ts';
import {
  basics,
  createForm,
  type FormFields,
  mediaFiles,
  NOT_PICTURES,
  openShop,
  picture,
  rowCounts,
  type Shop,
  savedProduct,
  updateForm,
} from './test-kit.ts';

/**
 * Issue 16 "a create or update is one transaction: a refused picture or a bad field leaves
 * nothing half-written (no product without its pictures, no orphan files)".
 */
let t: TestApp;
let shop: Shop;
let phones: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  phones = (await createCategory(t.db, { title: 'Phones' })).id;
  hidden = (await createCategory(t.db, { title: 'Withdrawn', active: false })).id;
});
afterAll(() => t.close());

/** What the database and the media folder hold now, to compare after a refused save. */
const snapshot = async () => ({ rows: await rowCounts(t), files: await mediaFiles(t) });

async function withPictures(category: number, extra: FormFields = {}): Promise<FormFields> {
  return {
    ...basics(category),
    image: await picture('png', '#2563eb'),
    'gallery[0][image]': await picture('jpeg', '#16a34a'),
    'gallery[1][image]': await picture('png', '#f97316'),
    'specifications[0][title]': 'Battery',
    'specifications[0][content]': '5000 mAh',
    'sizes[0][name]': '8GB',
    'sizes[0][price]': '27999',
    'colors[0][name]': 'Black',
    'colors[0][color_code]': '#000',
    ...extra,
  };
}

describe('a refused create leaves nothing', () => {
  it('refuses a file that is not a picture, by its content, under the field it came in', async () => {
    for (const [what, file] of Object.entries(NOT_PICTURES)) {
      for (const field of ['image', 'gallery.1.image']) {
        const before = await snapshot();
        const name = field === 'image' ? 'image' : 'gallery[1][image]';
        const res = await createForm(t, shop, await withPictures(phones, { [name]: file }));
        expect(res.statusCode, `${what} as ${field}: ${res.body}`).toBe(400);
        expect(res.json(), what).toMatchObject({ detail: NOT_AN_IMAGE, [field]: [NOT_AN_IMAGE] });
        expect(await snapshot(), `${what} as ${field}`).toEqual(before);
      }
    }
  });

  it('refuses a picture of too many pixels, judged before anything is stored', async () => {
    const before = await snapshot();
    const res = await createForm(
      t,
      shop,
      await withPictures(phones, {
        'gallery[0][image]': {
          data: blackPng(6000, 6000),
          filename: 'huge.png',
          type: 'image/png',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()['gallery.0.image']).toEqual([tooManyPixels(t.config.maxUploadPixels)]);
    expect(await snapshot()).toEqual(before);
  });

  it('removes the pictures it stored when the transaction fails (a category that is not offered)', async () => {
    for (const category of [2_000_000, hidden]) {
      const before = await snapshot();
      const res = await createForm(t, shop, await withPictures(category));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().category).toEqual([PRODUCT_FORM_MESSAGES.category]);
      expect(await snapshot()).toEqual(before);
    }
    // The same form with a real category saves the product and its three pictures (six files).
    const before = await snapshot();
    savedProduct(await createForm(t, shop, await withPictures(phones)));
    expect((await snapshot()).files).toHaveLength(before.files.length + 6);
  });
});

describe('a refused update leaves the product as it was', () => {
  const editorView = async (pid: string) =>
    (
      await t.app.inject({
        url: `/api/v1/vendor-update-product/${shop.vendorId}/${pid}/`,
        headers: shop.headers,
      })
    ).json();

  it('keeps every field, row and picture when a new picture is refused or the save fails', async () => {
    const product = savedProduct(await createForm(t, shop, await withPictures(phones)));
    const view = await editorView(product.pid);
    const changes = {
      ...basics(phones),
      price: '19999',
      old_price: '',
      'specifications[0][title]': 'Chip',
      'specifications[0][content]': 'Dimensity 7200',
      image: await picture('jpeg', '#7c3aed'),
      'gallery[0][image]': await picture('png', '#0d9488'),
    };
    const refusals: [FormFields, string][] = [
      [
        { ...changes, 'gallery[1][image]': NOT_PICTURES['a renamed PDF'] as FormFields[string] },
        'gallery.1.image',
      ],
      [{ ...changes, image: NOT_PICTURES['an SVG with a script'] as FormFields[string] }, 'image'],
      [{ ...changes, category: String(hidden) }, 'category'],
    ];
    for (const [form, field] of refusals) {
      const before = await snapshot();
      const res = await updateForm(t, shop, product.pid, form);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(await snapshot(), field).toEqual(before);
      expect(await editorView(product.pid), field).toEqual(view);
    }
  });
});
