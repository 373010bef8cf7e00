import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { encodeImageVariants, type ImageVariants, putImageVariants } from './image-variants.ts';
import { mediaStorage } from './storage.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

export const tooManyPixels = (maxPixels: number) =>
  `This picture is too large: at most ${Number((maxPixels / 1e6).toFixed(2))} megapixels.`;

/** 400 with the message under the form field the picture came in (`image`, `gallery.2.image`). */
const refused = (field: string, message: string, cause?: unknown) =>
  new AppError('bad_request', message, { [field]: [message] }, undefined, cause);

/**
 * The format and the pixels a picture would decode to (every frame of an animation), read from
 * its header alone. sharp's own pixel limit is off for this read, which decodes nothing, so an
 * image over any limit is told so in the caller's words rather than refused as corrupt.
 */
async function readHeader(file: Buffer) {
  try {
    const { format, width, height, pages } = await sharp(file, { limitInputPixels: false }).metadata();
    return { format, pixels: width * height * (pages ?? 1) };
  } catch {
    return null;
  }
}

/** An uploaded picture checked and encoded, not yet stored: its key and its WebP renditions. */
export interface PreparedImage {
  key: string;
  variants: ImageVariants;
}

/**
 * Checks an uploaded image by content (not by name or declared type): a picture sharp can read,
 * of at most MAX_UPLOAD_PIXELS. A small file can declare a huge picture (a 1 MB PNG of
 * 16000×16000 decodes to 768 MB), so the size is judged from the header before anything is
 * decoded. Then encodes it, under a fresh key in `folder`, writing nothing: a caller that saves
 * several pictures with a record checks them all before it writes any (vendor-products).
 * A refusal is 400 with the message under `field`.
 */
export async function prepareUploadedImage(
  config: Pick<Config, 'maxUploadPixels'>,
  folder: string,
  file: Buffer,
  field = 'image',
): Promise<PreparedImage> {
  const header = await readHeader(file);
  if (!header || !ACCEPTED_FORMATS.has(header.format)) throw refused(field, NOT_AN_IMAGE);
  if (header.pixels > config.maxUploadPixels) throw refused(field, tooManyPixels(config.maxUploadPixels));
  try {
    // The decoder holds to the cap too, should the pixel data disagree with the header.
    const variants = await encodeImageVariants(file, config.maxUploadPixels);
    return { key: `${folder}/${randomBytes(9).toString('base64url')}`, variants };
  } catch (error) {
    throw refused(field, NOT_AN_IMAGE, error);
  }
}

/** Stores a prepared picture in the configured media store. */
export function storePreparedImage(config: Pick<Config, 'mediaDir'>, image: PreparedImage): Promise<void> {
  return putImageVariants(mediaStorage(config), image.key, image.variants);
}

/** Checks, encodes and stores one uploaded image (prepareUploadedImage); returns the media key. */
export async function storeUploadedImage(
  config: Pick<Config, 'mediaDir' | 'maxUploadPixels'>,
  folder: string,
  file: Buffer,
): Promise<string> {
  const image = await prepareUploadedImage(config, folder, file);
  await storePreparedImage(config, image);
  return image.key;
}
