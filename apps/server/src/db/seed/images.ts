import {
  encodeImageVariants,
  IMAGE_WIDTHS,
  type ImageSize,
  putImageVariants,
} from '../../modules/media/image-variants.ts';
import { localMediaStorage, type MediaStorage } from '../../modules/media/storage.ts';
import type { ProductType } from './data/product-types.ts';
import { DRAW } from './illustrations.ts';
import { DRAWING_KINDS, drawingKindOf } from './illustrations-kinds.ts';
import { COMPOSITIONS, commonDefs, darken, frame, type Look, lighten, makeLook, palette } from './svg-kit.ts';
import { monogram } from './svg-letters.ts';

/** What a product picture is drawn from. */
export interface PicturedProduct {
  title: string;
  type: ProductType;
  /** The pictured colour (the product's first). */
  colorCode: string;
  /** The category colour, for the background and screens. */
  accent: string;
}

/** Brands whose name is not printed as a word on their products, or is printed short. */
const PRINTED_BRAND: Record<string, string> = { Apple: '', Ultimate: 'UE' };

/** The look of one product: its colour, its brand and model as printed, its own proportions. */
export function productLook(product: PicturedProduct): Look {
  const [first = '', ...rest] = product.title.split(' ');
  const brand = PRINTED_BRAND[first] ?? first;
  return makeLook(
    palette(product.colorCode, product.accent),
    brand,
    rest.join(' ').toUpperCase(),
    product.title,
  );
}

/**
 * A product shot: the product's own drawing (its kind, colour, brand, model and proportions) on
 * a soft background of its category's colour; `composition` picks the view (hero, three-quarter,
 * close-up, podium) so a gallery shows one product from several sides.
 */
export function productImageSvg(product: PicturedProduct, composition: number): string {
  const look = productLook(product);
  const art = DRAW[drawingKindOf(product.title, product.type)](look);
  return frame(art, commonDefs(look.p), product.accent, composition % COMPOSITIONS);
}

/** Category tile: a white drawing of the type's default kind on its colour; safe to crop to a circle. */
export function categoryImageSvg(type: ProductType, color: string): string {
  const look = makeLook(palette('#f7f8fa', lighten(color, 0.15)), '', '', type);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs>${commonDefs(look.p)}<radialGradient id="tile" cx="0.35" cy="0.3" r="0.9">
      <stop offset="0" stop-color="${lighten(color, 0.3)}"/><stop offset="1" stop-color="${darken(color, 0.15)}"/>
    </radialGradient></defs>
    <rect width="800" height="800" fill="url(#tile)"/>
    <circle cx="400" cy="400" r="250" fill="#fff" opacity="0.12"/>
    <g transform="translate(400 400) scale(0.62) translate(-400 -400)">${DRAW[DRAWING_KINDS[type][0]](look)}</g></svg>`;
}

/** Shop logo: a monogram on the shop's colour. */
export function vendorLogoSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${lighten(color, 0.15)}"/><stop offset="1" stop-color="${darken(color, 0.25)}"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="url(#v)"/>
    <circle cx="400" cy="400" r="290" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>
    <path d="M230 560 H570" stroke="#fff" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round"/>
    ${monogram(initials, '#ffffff', 210)}</svg>`;
}

const SKIN = ['#f1c7a5', '#d9a27e', '#c68863', '#a86f4c', '#8d5a3b'];
const HAIR = ['#1b1412', '#2c1c14', '#3b2718', '#111111'];
const AVATAR_BG = ['#dbe4ff', '#d3f9d8', '#ffe3e3', '#fff3bf', '#e5dbff', '#c5f6fa'];

/** Profile picture: a head-and-shoulders silhouette; `n` picks the colours. */
export function avatarSvg(n: number): string {
  const skin = SKIN[n % SKIN.length];
  const hair = HAIR[n % HAIR.length];
  const bg = AVATAR_BG[n % AVATAR_BG.length] ?? '#dbe4ff';
  const shirt = ['#4263eb', '#0ca678', '#e8590c', '#ae3ec9', '#1098ad', '#495057'][n % 6];
  const longHair = n % 2 === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="${bg}"/>
    ${longHair ? `<path d="M250 360 Q240 560 300 600 H500 Q560 560 550 360 Z" fill="${hair}"/>` : ''}
    <path d="M160 800 Q170 590 400 570 Q630 590 640 800 Z" fill="${shirt}"/>
    <rect x="360" y="470" width="80" height="110" rx="30" fill="${darken(skin ?? '#d9a27e', 0.08)}"/>
    <ellipse cx="400" cy="380" rx="130" ry="150" fill="${skin}"/>
    <path d="M268 370 Q262 220 400 218 Q540 220 532 370 Q500 290 400 286 Q300 290 268 370 Z" fill="${hair}"/></svg>`;
}

/** One image to write under one or more keys (identical pictures are rendered once). */
export interface ImageJob {
  keys: string[];
  svg: () => string;
}

const SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];

async function missingKeys(storage: MediaStorage, keys: string[]): Promise<string[]> {
  const checks = await Promise.all(
    keys.map(async (key) => {
      const present = await Promise.all(SIZES.map((size) => storage.exists(key, size)));
      return present.every(Boolean) ? null : key;
    }),
  );
  return checks.filter((key): key is string => key !== null);
}

/**
 * Writes every job's WebP variants, `concurrency` renders at a time; keys whose files already
 * exist are skipped, and a picture shared by several keys is rendered once and stored under each.
 * Returns how many pictures were rendered. When `signal` aborts, the jobs under way finish (no
 * half-written files) and it rejects with the signal's reason.
 */
export async function writeImages(
  mediaDir: string,
  jobs: ImageJob[],
  concurrency = 4,
  signal?: AbortSignal,
): Promise<number> {
  const storage = localMediaStorage(mediaDir);
  let next = 0;
  let rendered = 0;
  let failed = false;
  async function work() {
    while (next < jobs.length && !signal?.aborted && !failed) {
      const job = jobs[next++];
      if (!job) break;
      const missing = await missingKeys(storage, job.keys);
      if (missing.length === 0) continue;
      const variants = await encodeImageVariants(Buffer.from(job.svg()));
      for (const key of missing) await putImageVariants(storage, key, variants);
      rendered++;
    }
  }
  const worker = () =>
    work().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  // Settled, not all: when one worker fails the others still finish their file first.
  const results = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  signal?.throwIfAborted();
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return rendered;
}
