import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { IMAGE_WIDTHS, type ImageSize, isMediaKey, mediaFilePath } from './image-variants.ts';

/**
 * Where stored pictures live (ARCHITECTURE.md "Media goes through one storage interface"): every
 * file under a media key is written and removed here and nowhere else, so an S3-compatible store
 * is a second implementation of this, with the same keys and the same public `/media/` names.
 */
export interface MediaStorage {
  /** Stores one size of the picture under `key`, replacing what was there. */
  put(key: string, size: ImageSize, bytes: Buffer): Promise<void>;
  /** Removes every size of the picture under `key`; a key with no files is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string, size: ImageSize): Promise<boolean>;
}

const SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];

/** A key from anywhere but our own code (a database column) must not reach outside the folder. */
function checked(key: string): string {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** The folder DATA_DIR/media, which the app serves at /media/ (static.ts). */
export function localMediaStorage(mediaDir: string): MediaStorage {
  return {
    async put(key, size, bytes) {
      const file = mediaFilePath(mediaDir, checked(key), size);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(key) {
      checked(key);
      await Promise.all(SIZES.map((size) => rm(mediaFilePath(mediaDir, key, size), { force: true })));
    },
    async exists(key, size) {
      const file = mediaFilePath(mediaDir, checked(key), size);
      try {
        await access(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The store the configuration names; the local folder is the only one yet. */
export function mediaStorage(config: Pick<Config, 'mediaDir'>): MediaStorage {
  return localMediaStorage(config.mediaDir);
}
