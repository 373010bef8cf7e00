import { darken, type Look, lerp, lighten, round1, wallpaper } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/**
 * Laptops and tablets on an 800 × 800 canvas, centred near (400, 400): the lid with its screen
 * and the keyboard deck seen from the front and a little above. Shapes only, per-product
 * proportions and wallpaper (see Look).
 */

interface LaptopStyle {
  bezel: number;
  /** Thickness of the deck's front edge. */
  edge: number;
  notch?: boolean;
  /** Key colours cycle through a rainbow (gaming keyboards). */
  rgb?: boolean;
  vents?: boolean;
  trackpoint?: boolean;
  /** Angular accent cuts on the lid's top corners (gaming laptops). */
  corners?: boolean;
  /** Where the wordmark goes: under the screen, or on the deck's corner. */
  label: 'bezel' | 'deck' | 'none';
}

/** One keyboard row in perspective: keys spread between the deck's edges at height y. */
function keyRows(x0: number, x1: number, top: number, spread: number, look: Look, rgb: boolean): string {
  let keys = '';
  const rows = 5;
  const cols = 14;
  for (let r = 0; r < rows; r++) {
    const y = top + 14 + r * 15;
    const grow = (spread * (y - top)) / 86;
    const left = x0 + 34 - grow;
    const width = x1 - x0 - 68 + grow * 2;
    const kw = width / cols;
    for (let c = 0; c < cols; c++) {
      const fill = rgb ? `hsl(${Math.round((c * 26 + r * 18) % 360)} 90% 60%)` : lighten(look.p.ink, 0.12);
      keys += `<rect x="${round1(left + c * kw)}" y="${y}" width="${round1(kw - 3)}" height="11" rx="2" fill="${fill}"/>`;
    }
  }
  return keys;
}

function laptopShape(look: Look, style: LaptopStyle): string {
  const { p, v } = look;
  const w = lerp(460, 520, v(1));
  const h = w * lerp(0.58, 0.64, v(2));
  const x0 = 400 - w / 2;
  const x1 = 400 + w / 2;
  const y0 = 420 - h;
  const y1 = 420;
  const spread = 56;
  const deckBottom = y1 + 100;
  const b = style.bezel;
  const notch = style.notch
    ? `<path d="M${400 - 26} ${y0 + b} h52 v8 q0 6 -6 6 h-40 q-6 0 -6 -6 Z" fill="${p.ink}"/>`
    : `<circle cx="400" cy="${y0 + b / 2}" r="2.5" fill="#555"/>`;
  const label =
    style.label === 'bezel'
      ? wordmark(look.brand, 400, y1 - b / 2 - 2, Math.min(14, b * 0.6), lighten(p.ink, 0.55), {
          maxWidth: 120,
          weight: 14,
        })
      : style.label === 'deck'
        ? wordmark(look.brand, x0 + 60, y1 + 80, 10, darken(p.body, 0.45), { maxWidth: 90, weight: 16 })
        : '';
  const vents = style.vents
    ? Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${x0 - spread + 40 + i * 18}" y="${deckBottom + 4}" width="10" height="${style.edge - 8}" rx="2" fill="${p.ink}"/>`,
      ).join('') +
      `<rect x="${x1 + spread - 170}" y="${deckBottom + style.edge / 2 - 2}" width="120" height="4" rx="2" fill="${p.accent2}"/>`
    : '';
  const trackpoint = style.trackpoint
    ? `<circle cx="400" cy="${y1 + 52}" r="4.5" fill="#e03131"/>
       <path d="M${400 - 60} ${y1 + 90} h120" stroke="#e03131" stroke-width="2" opacity="0.7"/>`
    : '';
  return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="16" fill="${p.dark}"/>
    <rect x="${x0 + 4}" y="${y0 + 4}" width="${w - 8}" height="${h - 6}" rx="13" fill="${p.ink}"/>
    ${wallpaper(x0 + b, y0 + b, w - b * 2, h - b * 2 - (style.label === 'bezel' ? 10 : 0), 4, look)}
    ${notch}${style.label === 'bezel' ? label : ''}
    <path d="M${x0 - 6} ${y1} H${x1 + 6} L${x1 + spread} ${deckBottom} H${x0 - spread} Z" fill="${p.body}"/>
    <path d="M${x0 - 6} ${y1} H${x1 + 6} L${x1 + spread} ${deckBottom} H${x0 - spread} Z" fill="url(#sheen)" opacity="0.5"/>
    ${keyRows(x0 - 6, x1 + 6, y1, spread * 0.62, look, style.rgb ?? false)}
    <path d="M${400 - 58} ${y1 + 92} H${400 + 58} L${400 + 62} ${deckBottom - 4} H${400 - 62} Z" fill="${darken(p.body, 0.08)}"/>
    ${trackpoint}
    <rect x="${x0 - spread}" y="${deckBottom}" width="${w + spread * 2}" height="${style.edge}" rx="${style.edge / 2}" fill="${p.dark}"/>
    ${vents}${style.label === 'deck' ? label : ''}${
      style.corners
        ? `<path d="M${x0} ${y0 + 44} V${y0 + 16} Q${x0} ${y0} ${x0 + 16} ${y0} H${x0 + 44} Z
            M${x1} ${y0 + 44} V${y0 + 16} Q${x1} ${y0} ${x1 - 16} ${y0} H${x1 - 44} Z" fill="${p.accent2}"/>`
        : ''
    }`;
}

export const laptop = (look: Look) => laptopShape(look, { bezel: 14, edge: 10, label: 'bezel' });

export const macbook = (look: Look) => laptopShape(look, { bezel: 9, edge: 7, notch: true, label: 'none' });

export const gamingLaptop = (look: Look) =>
  laptopShape(look, { bezel: 14, edge: 24, rgb: true, vents: true, corners: true, label: 'bezel' });

export const thinkpad = (look: Look) =>
  laptopShape(
    { ...look, p: { ...look.p, body: '#24262b', dark: '#17181c' } },
    {
      bezel: 16,
      edge: 12,
      trackpoint: true,
      label: 'deck',
    },
  );

export function tablet(look: Look): string {
  const { p, v } = look;
  const w = lerp(470, 520, v(1));
  const h = w * 0.72;
  const x = 400 - w / 2;
  const y = 390 - h / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="${p.body}"/>
    <rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="26" fill="${p.ink}"/>
    ${wallpaper(x + 24, y + 24, w - 48, h - 48, 12, look)}
    <circle cx="400" cy="${y + 17}" r="3" fill="#555"/>
    <rect x="${x + 60}" y="${y - 8}" width="110" height="8" rx="4" fill="${p.dark}"/>
    <rect x="${x + w}" y="${y + 60}" width="6" height="60" rx="3" fill="${p.dark}"/>
    <path d="M${x + 80} ${y + h + 34} l50 -50 l10 10 l-50 50 Z" fill="${lighten(p.body, 0.5)}"/>`;
}
