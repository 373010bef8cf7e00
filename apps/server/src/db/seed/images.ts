import {
  encodeImageVariants,
  IMAGE_WIDTHS,
  type ImageSize,
  putImageVariants,
} from '../../modules/media/image-variants.ts';
import { localMediaStorage, type MediaStorage } from '../../modules/media/storage.ts';
import type { ProductType } from './data/product-types.ts';
import * as a from './illustrations-a.ts';
import * as b from './illustrations-b.ts';
import {
  COMPOSITIONS,
  commonDefs,
  darken,
  frame,
  lighten,
  monogram,
  type Palette,
  palette,
} from './svg-kit.ts';

const DRAW: Record<ProductType, (p: Palette) => string> = {
  laptop: a.laptop,
  phone: a.phone,
  tablet: a.tablet,
  tv: a.tv,
  monitor: a.monitor,
  watch: a.watch,
  camera: a.camera,
  drone: a.drone,
  console: a.gameConsole,
  gamebox: a.gamebox,
  controller: a.controller,
  headphones: b.headphones,
  earbuds: b.earbuds,
  speaker: b.speaker,
  keyboard: b.keyboard,
  mouse: b.mouse,
  powerbank: b.powerbank,
  charger: b.charger,
  storage: b.storage,
  router: b.router,
  gpu: b.gpu,
  cpu: b.cpu,
};

/** A product shot: the product in its colour, on a soft background of its category's colour. */
export function productImageSvg(
  type: ProductType,
  body: string,
  accent: string,
  composition: number,
): string {
  const p = palette(body, accent);
  return frame(DRAW[type](p), commonDefs(p), accent, composition % COMPOSITIONS);
}

/** Category tile: a white line-up of the category's icon on its colour; safe to crop to a circle. */
export function categoryImageSvg(type: ProductType, color: string): string {
  const p = palette('#f7f8fa', lighten(color, 0.15));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs>${commonDefs(p)}<radialGradient id="tile" cx="0.35" cy="0.3" r="0.9">
      <stop offset="0" stop-color="${lighten(color, 0.3)}"/><stop offset="1" stop-color="${darken(color, 0.15)}"/>
    </radialGradient></defs>
    <rect width="800" height="800" fill="url(#tile)"/>
    <circle cx="400" cy="400" r="250" fill="#fff" opacity="0.12"/>
    <g transform="translate(400 400) scale(0.62) translate(-400 -400)">${DRAW[type](p)}</g></svg>`;
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
