/**
 * Draws the home carousel's pictures into apps/web/public/carousel/ (committed, so the app
 * never waits on the seed or another host for them). Run after changing a slide:
 *
 *   npx tsx apps/web/scripts/make-carousel-images.ts
 *
 * It borrows the seed's drawing kit so the banners match the product photos; app code never
 * imports the server.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import * as a from '../../server/src/db/seed/illustrations-a.ts';
import * as b from '../../server/src/db/seed/illustrations-b.ts';
import { commonDefs, type Palette, palette } from '../../server/src/db/seed/svg-kit.ts';
import { CAROUSEL_IMAGE_WIDTHS, CAROUSEL_SLIDES } from '../src/features/home/data/carousel-slides.ts';

const OUT_DIR = path.resolve(import.meta.dirname, '../public/carousel');
/** Each file must stay small: phones on slow data load one of these first. */
const MAX_BYTES = 60 * 1024;

/** One product placed on the 800 × 800 canvas: drawing, colours, offset and scale. */
type Piece = {
  draw: (p: Palette) => string;
  body: string;
  accent: string;
  x: number;
  y: number;
  scale: number;
};

const PIECES: Record<string, Piece[]> = {
  'shop-all': [
    { draw: a.laptop, body: '#c9ccd3', accent: '#4f6df5', x: 30, y: -40, scale: 0.82 },
    { draw: b.headphones, body: '#e2574c', accent: '#ffd43b', x: 200, y: 170, scale: 0.6 },
    { draw: a.phone, body: '#1f2937', accent: '#0ea5a4', x: -170, y: 150, scale: 0.6 },
  ],
  'macbook-pro-m2': [{ draw: a.laptop, body: '#c9ccd3', accent: '#7c4dff', x: 0, y: 0, scale: 1.05 }],
  'nintendo-switch-oled': [
    { draw: a.gameConsole, body: '#e60012', accent: '#f08c00', x: 0, y: 0, scale: 1.1 },
  ],
  'bose-quietcomfort': [{ draw: b.headphones, body: '#3a3f47', accent: '#12b886', x: 0, y: 0, scale: 1.05 }],
  'samsung-qled-tv': [{ draw: a.tv, body: '#1f2329', accent: '#4f6df5', x: 0, y: 0, scale: 1.05 }],
};

function place({ draw, body, accent, x, y, scale }: Piece): string {
  const p = palette(body, accent);
  return `<g transform="translate(${400 + x} ${400 + y}) scale(${scale}) translate(-400 -400)">${draw(p)}</g>`;
}

/** The products on a transparent ground with a soft glow, so one picture sits on any slide colour. */
function slideSvg(pieces: Piece[]): string {
  const first = pieces[0];
  const defs = first ? commonDefs(palette(first.body, first.accent)) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>${defs}
    <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <circle cx="400" cy="400" r="380" fill="url(#glow)"/>
  <ellipse cx="400" cy="660" rx="300" ry="34" fill="url(#shadow)"/>
  ${pieces.map(place).join('')}</svg>`;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const slide of CAROUSEL_SLIDES) {
    const pieces = PIECES[slide.id];
    if (!pieces) throw new Error(`No picture is defined for slide "${slide.id}"`);
    const svg = Buffer.from(slideSvg(pieces));
    for (const width of CAROUSEL_IMAGE_WIDTHS) {
      const file = path.join(OUT_DIR, `${path.basename(slide.imagePath)}-${width}.webp`);
      const webp = await sharp(svg, { density: 72 * (width / 800) * 2 })
        .resize({ width, height: width })
        .webp({ quality: 78, alphaQuality: 80, effort: 6 })
        .toBuffer();
      await writeFile(file, webp);
      const { size } = await stat(file);
      if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over the ${MAX_BYTES} limit`);
      console.log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KB`);
    }
  }
}

await main();
