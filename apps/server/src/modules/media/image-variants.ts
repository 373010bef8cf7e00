import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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

/** The public URL of one size of a stored image; external URLs pass through unchanged. */
export function mediaUrl(origin: string, keyOrUrl: string | null | undefined, size: ImageSize): string {
  if (!keyOrUrl) return '';
  if (/^https?:\/\//.test(keyOrUrl)) return keyOrUrl;
  return `${origin}/media/${mediaFileName(keyOrUrl, size)}`;
}

/**
 * Re-encodes any image sharp can read into the WebP sizes under `key`; `limitInputPixels` refuses
 * to decode a larger one (sharp's default, 0x3FFF², when unset).
 */
export async function saveImageVariants(
  mediaDir: string,
  key: string,
  input: Buffer,
  limitInputPixels?: number,
): Promise<void> {
  await mkdir(path.dirname(mediaFilePath(mediaDir, key, 'full')), { recursive: true });
  await Promise.all(
    (Object.keys(IMAGE_WIDTHS) as ImageSize[]).map(async (size) => {
      const width = IMAGE_WIDTHS[size];
      const webp = await sharp(input, { limitInputPixels })
        .resize({ width, height: width, fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      await writeFile(mediaFilePath(mediaDir, key, size), webp);
    }),
  );
}
