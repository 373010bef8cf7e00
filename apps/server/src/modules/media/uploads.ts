import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { saveImageVariants } from './image-variants.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

export const tooManyPixels = (maxPixels: number) =>
  `This picture is too large: at most ${Number((maxPixels / 1e6).toFixed(2))} megapixels.`;

const refused = (message: string, cause?: unknown) =>
  new AppError('bad_request', message, { image: [message] }, undefined, cause);

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

/**
 * Stores an uploaded image under a fresh key in the folder given, after checking by content
 * (not by name or declared type) that it is a picture sharp can read, of at most
 * MAX_UPLOAD_PIXELS: a small file can declare a huge picture (a 1 MB PNG of 16000×16000 decodes
 * to 768 MB), so the size is judged from the header before anything is decoded. Returns the
 * media key.
 */
export async function storeUploadedImage(
  config: Pick<Config, 'mediaDir' | 'maxUploadPixels'>,
  folder: string,
  file: Buffer,
): Promise<string> {
  const header = await readHeader(file);
  if (!header || !ACCEPTED_FORMATS.has(header.format)) throw refused(NOT_AN_IMAGE);
  if (header.pixels > config.maxUploadPixels) throw refused(tooManyPixels(config.maxUploadPixels));
  const key = `${folder}/${randomBytes(9).toString('base64url')}`;
  try {
    // The decoder holds to the cap too, should the pixel data disagree with the header.
    await saveImageVariants(config.mediaDir, key, file, config.maxUploadPixels);
  } catch (error) {
    throw refused(NOT_AN_IMAGE, error);
  }
  return key;
}
