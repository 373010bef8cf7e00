import { toNestErrors } from '@hookform/resolvers';
import {
  type PRODUCT_STAGES,
  type ProductForm,
  paisaToDecimal,
  productFormSchema,
  type VendorProduct,
} from '@pasal/domain';
import type { FieldError, Resolver } from 'react-hook-form';
import { ApiError } from '../../../api/api-error.ts';

/** What the editor's boxes hold: text as typed (money in rupees), rows as entered. */
export type EditorValues = {
  title: string;
  description: string;
  category: string;
  price: string;
  old_price: string;
  shipping_amount: string;
  stock_qty: string;
  status: (typeof PRODUCT_STAGES)[number];
  specifications: Array<{ title: string; content: string }>;
  sizes: Array<{ name: string; price: string }>;
  colors: Array<{ name: string; color_code: string }>;
  gallery_remove: number[];
};

export type RowListName = 'specifications' | 'sizes' | 'colors';
const ROW_LISTS: RowListName[] = ['specifications', 'sizes', 'colors'];

export const EMPTY_PRODUCT: EditorValues = {
  title: '',
  description: '',
  category: '',
  price: '',
  old_price: '',
  shipping_amount: '',
  stock_qty: '',
  status: 'published',
  specifications: [],
  sizes: [],
  colors: [],
  gallery_remove: [],
};

/** "1500.00" → "1500", "1500.50" stays: what a vendor would have typed. */
const typed = (money: string) => (money.endsWith('.00') ? money.slice(0, -3) : money);

/** The editor's starting values for a stored product. */
export function editorValuesOf(product: VendorProduct): EditorValues {
  return {
    title: product.title,
    description: product.description,
    category: product.category ? String(product.category.id) : '',
    price: typed(product.price),
    // 0 is how the server stores "no regular price".
    old_price: product.old_price === '0.00' ? '' : typed(product.old_price),
    shipping_amount: typed(product.shipping_amount),
    stock_qty: String(product.stock_qty),
    status: product.status === 'draft' ? 'draft' : 'published',
    specifications: product.specification.map(({ title, content }) => ({ title, content })),
    // A size without a price of its own sells at the product's price: the row shows it, since a
    // row with an empty part is dropped on saving (spec §5) and the size would be lost.
    sizes: product.size.map(({ name, price }) => ({ name, price: typed(price ?? product.price) })),
    colors: product.color.map(({ name, color_code }) => ({ name, color_code })),
    gallery_remove: [],
  };
}

/** Mirrors the shared schema's rule (spec §5): a row counts only when every part is filled. */
const isComplete = (row: Record<string, string>) => Object.values(row).every((part) => part.trim() !== '');

/**
 * The schema drops incomplete rows before it checks the rest, so its row numbers count complete
 * rows only; the editor's numbers count every row on screen. Maps one to the other.
 */
function editorPath(path: PropertyKey[], values: EditorValues): string {
  const [list, index, ...rest] = path;
  if (ROW_LISTS.includes(list as RowListName) && typeof index === 'number') {
    const shown = values[list as RowListName]
      .map((row, i) => (isComplete(row) ? i : -1))
      .filter((i) => i >= 0);
    return [list, shown[index] ?? index, ...rest].map(String).join('.');
  }
  return path.map(String).join('.');
}

/**
 * react-hook-form's check with the one product schema the server uses too, so the messages
 * under the fields are the server's own rules.
 */
export const productEditorResolver: Resolver<EditorValues, unknown, ProductForm> = async (
  values,
  _context,
  options,
) => {
  const result = productFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = editorPath(issue.path, values);
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};

export type ProductFiles = {
  /** A new thumbnail, only when one was chosen (spec §5). */
  image: File | null;
  /** New gallery pictures; stored ones stay unless listed in `gallery_remove`. */
  gallery: File[];
};

/**
 * The multipart body of `vendor-create-product/` and `vendor-update-product/` (issue 16): the
 * checked fields, money as rupee decimals, rows with bracketed names, and files beside them.
 */
export function productFormData(form: ProductForm, files: ProductFiles, vendorId: number): FormData {
  const body = new FormData();
  body.append('title', form.title);
  body.append('description', form.description);
  body.append('category', String(form.category));
  body.append('price', paisaToDecimal(form.price));
  body.append('old_price', paisaToDecimal(form.old_price ?? 0));
  body.append('shipping_amount', paisaToDecimal(form.shipping_amount ?? 0));
  body.append('stock_qty', String(form.stock_qty));
  body.append('status', form.status);
  // Spec §3 names it; the server takes the shop from the token and ignores this.
  body.append('vendor', String(vendorId));
  if (files.image) body.append('image', files.image);
  form.specifications.forEach((row, i) => {
    body.append(`specifications[${i}][title]`, row.title);
    body.append(`specifications[${i}][content]`, row.content);
  });
  form.sizes.forEach((row, i) => {
    body.append(`sizes[${i}][name]`, row.name);
    body.append(`sizes[${i}][price]`, row.price);
  });
  form.colors.forEach((row, i) => {
    body.append(`colors[${i}][name]`, row.name);
    body.append(`colors[${i}][color_code]`, row.color_code);
  });
  files.gallery.forEach((file, i) => {
    body.append(`gallery[${i}][image]`, file);
  });
  for (const id of form.gallery_remove) body.append('gallery_remove', String(id));
  return body;
}

/**
 * Spec §8: a failed save says the first message of the server's image error, or the screen's
 * own words (`fallback`); the other field messages show under their fields.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.fieldError('image')) || fallback;
}
