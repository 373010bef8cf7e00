import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { saveImageVariants } from './image-variants.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/**
 * Stores an uploaded image under a fresh key in the folder given, after checking by content
 * (not by name or declared type) that it is a picture sharp can read. Returns the media key.
 */
export async function storeUploadedImage(mediaDir: string, folder: string, file: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(file).metadata());
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new AppError('bad_request', NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] });
  const key = `${folder}/${randomBytes(9).toString('base64url')}`;
  try {
    await saveImageVariants(mediaDir, key, file);
  } catch (error) {
    throw new AppError('bad_request', NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] }, undefined, error);
  }
  return key;
}
