import { PRODUCT_PART_LIMITS } from '@pasal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { mediaStorage } from '../media/storage.ts';
import { type PreparedImage, prepareUploadedImage, storePreparedImage } from '../media/uploads.ts';

/** Where the editor's uploads go; only pictures under it are ever removed (discardPictures). */
const UPLOADS = 'products/uploads';

export const TOO_MANY_PICTURES = `A product may have at most ${PRODUCT_PART_LIMITS.gallery} gallery pictures.`;
export const tooManyPictures = () =>
  new AppError('bad_request', TOO_MANY_PICTURES, { gallery: [TOO_MANY_PICTURES] });

/** The new pictures of a product form, checked and encoded, not yet stored. */
export interface ProductPictures {
  thumbnail: PreparedImage | null;
  gallery: PreparedImage[];
}

type PictureConfig = Pick<Config, 'mediaDir' | 'maxUploadPixels'>;

/**
 * A file sent under a picture's name. Anything else there (an old picture's URL, "undefined") is
 * no new file, and so is an empty one: a form's file input with no file chosen sends that.
 */
const fileOf = (value: unknown) => (Buffer.isBuffer(value) && value.length > 0 ? value : null);

/** The form's gallery files (`gallery[i][image]`), each with the name a refusal is reported under. */
function galleryFiles(gallery: unknown) {
  const entries = Array.isArray(gallery) ? gallery : [gallery];
  return entries.flatMap((entry, i) => {
    const value =
      entry && typeof entry === 'object' && !Buffer.isBuffer(entry)
        ? (entry as { image?: unknown }).image
        : entry;
    const file = fileOf(value);
    return file ? [{ field: `gallery.${i}.image`, file }] : [];
  });
}

/**
 * Checks every new picture by content and encodes it (media/uploads.ts), before anything is
 * written or any transaction begins: a refused picture is 400 under its field (`image`,
 * `gallery.2.image`) and leaves nothing behind. One at a time, as each may decode a picture of
 * up to MAX_UPLOAD_PIXELS.
 */
export async function preparePictures(
  config: PictureConfig,
  form: { image?: unknown; gallery?: unknown },
): Promise<ProductPictures> {
  const files = galleryFiles(form.gallery);
  if (files.length > PRODUCT_PART_LIMITS.gallery) throw tooManyPictures();
  const thumbnailFile = fileOf(form.image);
  const thumbnail = thumbnailFile
    ? await prepareUploadedImage(config, UPLOADS, thumbnailFile, 'image')
    : null;
  const gallery: PreparedImage[] = [];
  for (const { field, file } of files) gallery.push(await prepareUploadedImage(config, UPLOADS, file, field));
  return { thumbnail, gallery };
}

/**
 * Stores the pictures, then runs `save` (the product's one transaction, which names them). Should
 * either fail, the pictures are removed again: no product row without its pictures, no picture
 * without its product. The files are written outside the transaction, so a slow store (S3 later)
 * never holds it open.
 */
export async function savingPictures<T>(
  config: PictureConfig,
  log: FastifyBaseLogger,
  pictures: ProductPictures,
  save: () => Promise<T>,
): Promise<T> {
  const all = [...(pictures.thumbnail ? [pictures.thumbnail] : []), ...pictures.gallery];
  try {
    // Settled, not all: every write has finished before a failure removes them.
    const stored = await Promise.allSettled(all.map((image) => storePreparedImage(config, image)));
    const failed = stored.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return await save();
  } catch (error) {
    await discardPictures(
      config,
      log,
      all.map((image) => image.key),
    );
    throw error;
  }
}

/**
 * Removes pictures no product shows any more (a replaced thumbnail, gallery pictures taken off).
 * Only the editor's own uploads: seeded pictures may be shared by many products. A failure is
 * logged, not answered: the product is saved, and a stray file harms no one.
 */
export async function discardPictures(
  config: PictureConfig,
  log: FastifyBaseLogger,
  keys: (string | null)[],
) {
  const storage = mediaStorage(config);
  const own = keys.filter((key): key is string => key?.startsWith(`${UPLOADS}/`) ?? false);
  const removed = await Promise.allSettled(own.map((key) => storage.remove(key)));
  for (const result of removed) {
    if (result.status === 'rejected')
      log.warn({ err: result.reason }, 'a product picture could not be removed');
  }
}
