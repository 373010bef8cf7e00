import path from 'node:path';
import sharp from 'sharp';
import type { MediaStorage } from './storage.ts';

/**
 * Every stored image is kept as WebP in these widths, so each slot can load the size it
 * shows (cards and circles the small one, the detail gallery the large one).
 */
export const IMAGE_WIDTHS = { thumb: 400, full: 800 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

/**
 * A media key names an image without its size, e.g. `products/macbook-pro-m2-0`. Database
 * columns hold either a key or an absolute http(s) URL of an image hosted elsewhere.
 */
export function mediaFileName(key: string, size: ImageSize): string {
  return `${key}-${IMAGE_WIDTHS[size]}.webp`;
}

export function mediaFilePath(mediaDir: string, key: string, size: ImageSize): string {
  return path.join(mediaDir, mediaFileName(key, size));
}

/** Slash-separated words of letters, digits, `-` and `_`: no dots, so never a way out of the folder. */
const MEDIA_KEY = /^[\w-]+(?:\/[\w-]+)*$/;

/** Whether a column's value is a media key (rather than an external URL or anything else). */
export function isMediaKey(value: string): boolean {
  return MEDIA_KEY.test(value);
}

/** The public URL of one size of a stored image; external URLs pass through unchanged. */
export function mediaUrl(origin: string, keyOrUrl: string | null | undefined, size: ImageSize): string {
  if (!keyOrUrl) return '';
  if (/^https?:\/\//.test(keyOrUrl)) return keyOrUrl;
  return `${origin}/media/${mediaFileName(keyOrUrl, size)}`;
}

/** The WebP renditions of one picture, one per size. */
export type ImageVariants = Record<ImageSize, Buffer>;

/**
 * Re-encodes any image sharp can read into the WebP sizes; `limitInputPixels` refuses to decode
 * a larger one (sharp's default, 0x3FFF², when unset). Writes nothing: putImageVariants stores them.
 */
export async function encodeImageVariants(input: Buffer, limitInputPixels?: number): Promise<ImageVariants> {
  const sizes = Object.keys(IMAGE_WIDTHS) as ImageSize[];
  const encoded = await Promise.all(
    sizes.map((size) => {
      const width = IMAGE_WIDTHS[size];
      return sharp(input, { limitInputPixels })
        .resize({ width, height: width, fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
    }),
  );
  return Object.fromEntries(sizes.map((size, i) => [size, encoded[i]])) as ImageVariants;
}

/** Stores encoded renditions under `key`, every size. */
export async function putImageVariants(storage: MediaStorage, key: string, variants: ImageVariants) {
  await Promise.all(
    (Object.keys(variants) as ImageSize[]).map((size) => storage.put(key, size, variants[size])),
  );
}
