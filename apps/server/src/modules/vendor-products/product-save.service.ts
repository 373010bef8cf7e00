import {
  decimalToPaisa,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_PART_LIMITS,
  PRODUCT_STAGES,
  type ProductForm,
} from '@pasal/domain';
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { randomToken } from '../../lib/random-token.ts';
import type { PreparedImage } from '../media/uploads.ts';
import { type ProductPictures, tooManyPictures } from './product-pictures.ts';
import { productSlug } from './product-slug.ts';
import { ownProduct, PRODUCT_NOT_FOUND } from './vendor-products.service.ts';

/** 10 of 36 symbols: a short id for the vendor's addresses (/vendor/update-product/{pid}/), as the seed's. */
const PID_LENGTH = 10;
/** Tries before giving up on a slug or pid that other products keep taking at the same moment. */
const INSERT_ATTEMPTS = 5;

const isStage = (status: string) => (PRODUCT_STAGES as readonly string[]).includes(status);

/** The product's own columns, as the form sets them (money in paisa already). */
function columnsOf(form: ProductForm) {
  return {
    title: form.title,
    description: form.description,
    categoryId: form.category,
    price: form.price,
    oldPrice: form.old_price ?? 0,
    shippingAmount: form.shipping_amount ?? 0,
    stockQty: form.stock_qty,
    status: form.status,
  };
}

/** The category the editor offers (an active one), else 400 under `category`. */
async function requireCategory(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)));
  if (!row) {
    throw new AppError('bad_request', PRODUCT_FORM_MESSAGES.category, {
      category: [PRODUCT_FORM_MESSAGES.category],
    });
  }
}

/** Specifications, sizes and colours as sent: complete rows only (the schema dropped the rest). */
async function insertRows(tx: Db, productId: number, form: ProductForm) {
  if (form.specifications.length) {
    await tx.insert(productSpecifications).values(form.specifications.map((s) => ({ productId, ...s })));
  }
  if (form.sizes.length) {
    await tx.insert(productSizes).values(
      // The schema has checked every size's price parses.
      form.sizes.map((s) => ({
        productId,
        name: s.name,
        price: decimalToPaisa(s.price) ?? 0,
        hasPrice: true,
      })),
    );
  }
  if (form.colors.length) {
    await tx
      .insert(productColors)
      .values(form.colors.map((c) => ({ productId, name: c.name, colorCode: c.color_code })));
  }
}

async function insertGallery(tx: Db, productId: number, pictures: PreparedImage[], firstPosition: number) {
  if (pictures.length === 0) return;
  await tx
    .insert(productGallery)
    .values(pictures.map((p, i) => ({ productId, image: p.key, position: firstPosition + i })));
}

/**
 * A new product of the vendor's shop, with its rows and pictures, in one transaction (the
 * pictures are stored around it: product-pictures.ts). The slug comes from the title and the
 * pid is random; a clash with a product saved at the same moment picks again, without aborting
 * the transaction. Answers the pid.
 */
export async function createProduct(db: Db, vendorId: number, form: ProductForm, pictures: ProductPictures) {
  return db.transaction(async (tx) => {
    await requireCategory(tx, form.category);
    for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
      const pid = randomToken(PID_LENGTH);
      const [product] = await tx
        .insert(products)
        .values({
          ...columnsOf(form),
          vendorId,
          pid,
          slug: await productSlug(tx, form.title, pid),
          image: pictures.thumbnail?.key ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: products.id, pid: products.pid });
      if (!product) continue;
      await insertRows(tx, product.id, form);
      await insertGallery(tx, product.id, pictures.gallery, 0);
      return product.pid;
    }
    throw new AppError('conflict', 'Please try again: another product took this address just now.');
  });
}

/**
 * Saves the editor's form over a product of the vendor's shop, in one transaction (spec §5):
 * its fields; specifications, sizes and colours replaced by the complete rows sent; the
 * thumbnail only when a new one was sent; gallery pictures added, and those in `gallery_remove`
 * taken off (the original's clients send only new files, so an update loses none). Answers the
 * pictures the product no longer shows, for the caller to remove once this has committed.
 */
export async function updateProduct(
  db: Db,
  vendorId: number,
  pid: string,
  form: ProductForm,
  pictures: ProductPictures,
): Promise<(string | null)[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: products.id, image: products.image, status: products.status })
      .from(products)
      .where(ownProduct(vendorId, pid))
      .for('update');
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const productId = current.id;
    await requireCategory(tx, form.category);
    await tx
      .update(products)
      .set({
        ...columnsOf(form),
        // A product the marketplace took down (disabled, in review) is not the vendor's to publish.
        status: isStage(current.status) ? form.status : current.status,
        ...(pictures.thumbnail ? { image: pictures.thumbnail.key } : {}),
      })
      .where(eq(products.id, productId));
    await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
    await tx.delete(productSizes).where(eq(productSizes.productId, productId));
    await tx.delete(productColors).where(eq(productColors.productId, productId));
    await insertRows(tx, productId, form);
    const removed = form.gallery_remove.length
      ? await tx
          .delete(productGallery)
          .where(
            and(eq(productGallery.productId, productId), inArray(productGallery.id, form.gallery_remove)),
          )
          .returning({ image: productGallery.image })
      : [];
    const [kept] = await tx
      .select({ n: count(), last: max(productGallery.position) })
      .from(productGallery)
      .where(eq(productGallery.productId, productId));
    if ((kept?.n ?? 0) + pictures.gallery.length > PRODUCT_PART_LIMITS.gallery) throw tooManyPictures();
    await insertGallery(tx, productId, pictures.gallery, (kept?.last ?? -1) + 1);
    return [...removed.map((r) => r.image), ...(pictures.thumbnail ? [current.image] : [])];
  });
}
