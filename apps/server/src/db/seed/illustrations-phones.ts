import { darken, type Look, lerp, lighten, wallpaper } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/**
 * Phones, back and front: what tells models apart is the camera (Apple's square bump, Samsung's
 * loose vertical lenses, Pixel's visor, the round islands of Xiaomi, OnePlus and friends).
 */

const W = 200;
const H = 410;

function lens(cx: number, cy: number, r: number, look: Look): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${darken(look.p.body, 0.5)}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${look.p.ink}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="url(#glass)"/>
    <circle cx="${cx - r * 0.2}" cy="${cy - r * 0.2}" r="${r * 0.14}" fill="#fff" opacity="0.55"/>`;
}

const flash = (cx: number, cy: number) => `<circle cx="${cx}" cy="${cy}" r="6" fill="#fdf3c4"/>`;

/** The front: screen, with a punch-hole, an Apple island or a notch. */
function front(look: Look, x: number, y: number, rx: number, cutout: 'hole' | 'island'): string {
  const { p } = look;
  const hole =
    cutout === 'island'
      ? `<rect x="${x + 74}" y="${y + 24}" width="52" height="16" rx="8" fill="${p.ink}"/>`
      : `<circle cx="${x + W / 2}" cy="${y + 30}" r="7" fill="${p.ink}"/>`;
  return `<rect x="${x}" y="${y}" width="${W}" height="${H}" rx="${rx}" fill="${p.dark}"/>
    <rect x="${x + 6}" y="${y + 6}" width="${W - 12}" height="${H - 12}" rx="${rx - 6}" fill="${p.ink}"/>
    ${wallpaper(x + 12, y + 12, W - 24, H - 24, rx - 12, look)}${hole}
    <rect x="${x + W}" y="${y + 110}" width="5" height="56" rx="2" fill="${p.dark}"/>`;
}

/** The back, with the camera `camera` draws at the body's corner (x, y). */
function back(look: Look, x: number, y: number, rx: number, camera: string, logo = true): string {
  const { p } = look;
  const mark = logo
    ? wordmark(look.brand, x + W / 2, y + H - 60, 13, darken(p.body, 0.25), { maxWidth: 110, weight: 14 })
    : '';
  return `<rect x="${x}" y="${y}" width="${W}" height="${H}" rx="${rx}" fill="${p.body}"/>
    <rect x="${x}" y="${y}" width="${W}" height="${H}" rx="${rx}" fill="url(#sheen)" opacity="0.6"/>
    ${camera}${mark}`;
}

/** The back tilted behind, the front upright: the usual two-phone product shot. */
function pair(
  look: Look,
  rx: number,
  camera: (x: number, y: number) => string,
  cutout: 'hole' | 'island',
  logo = true,
) {
  return `<g transform="rotate(-8 330 380)">${back(look, 220, 170, rx, camera(220, 170), logo)}</g>
    ${front(look, 370, 200, rx, cutout)}`;
}

const apple = (cx: number, cy: number, color: string) =>
  `<path d="M${cx} ${cy - 14} q10 -12 18 -6 q-10 4 -10 10 q14 -4 18 10 q2 20 -14 26 q-6 2 -12 -1 q-6 3 -12 1
    q-16 -6 -14 -26 q4 -14 18 -10 q0 -6 -4 -10 Z" fill="${color}"/>`;

function iphoneBack(look: Look, pro: boolean): (x: number, y: number) => string {
  return (x, y) => {
    const s = pro ? 100 : 86;
    const bump = `<rect x="${x + 16}" y="${y + 16}" width="${s}" height="${s}" rx="24" fill="${lighten(look.p.body, 0.15)}"
      stroke="${darken(look.p.body, 0.15)}" stroke-width="2"/>`;
    const lenses = pro
      ? `${lens(x + 42, y + 42, 19, look)}${lens(x + 42, y + 90, 19, look)}${lens(x + 88, y + 66, 19, look)}${flash(x + 90, y + 32)}`
      : `${lens(x + 40, y + 40, 17, look)}${lens(x + 78, y + 78, 17, look)}${flash(x + 80, y + 36)}`;
    return `${bump}${lenses}${apple(x + W / 2, y + H / 2, darken(look.p.body, 0.2))}`;
  };
}

export const iphone = (look: Look) => pair(look, 36, iphoneBack(look, false), 'island', false);
export const iphonePro = (look: Look) => pair(look, 40, iphoneBack(look, true), 'island', false);

/** Samsung Galaxy S/A: lenses stand alone down the left edge; the Ultra is squarer with four. */
export function galaxyPhone(look: Look): string {
  const ultra = /ULTRA/.test(look.model);
  const count = ultra ? 4 : 3;
  const r = lerp(15, 18, look.v(3));
  return pair(
    look,
    ultra ? 16 : 34,
    (x, y) =>
      Array.from({ length: count }, (_, i) => lens(x + 38, y + 40 + i * (r * 2 + 8), r, look)).join('') +
      flash(x + 76, y + 44),
    'hole',
  );
}

/** Galaxy Z Flip: the folded phone with its cover screen beside the open one. */
export function flipPhone(look: Look): string {
  const { p } = look;
  const folded = `<g transform="rotate(-10 300 420)">
    <rect x="200" y="300" width="200" height="210" rx="30" fill="${p.body}"/>
    <rect x="200" y="300" width="200" height="210" rx="30" fill="url(#sheen)" opacity="0.6"/>
    <rect x="212" y="312" width="176" height="120" rx="18" fill="${p.ink}"/>
    ${wallpaper(218, 318, 164, 108, 14, look)}
    ${lens(240, 350, 15, look)}${lens(240, 390, 15, look)}
    <rect x="200" y="440" width="200" height="10" fill="${p.dark}"/></g>`;
  return `${folded}${front(look, 390, 180, 30, 'hole')}
    <line x1="390" y1="385" x2="590" y2="385" stroke="${p.dark}" stroke-width="3" opacity="0.5"/>`;
}

/** Pixel: the camera visor across the back. */
export const pixelPhone = (look: Look) =>
  pair(
    look,
    40,
    (x, y) => `<rect x="${x - 2}" y="${y + 60}" width="${W + 4}" height="62" rx="31" fill="${look.p.ink}"/>
      <rect x="${x + 30}" y="${y + 70}" width="${lerp(100, 130, look.v(3))}" height="42" rx="21" fill="#2b2f36"/>
      ${lens(x + 54, y + 91, 15, look)}${lens(x + 94, y + 91, 15, look)}${flash(x + 160, y + 91)}`,
    'hole',
  );

/** Most Android phones: a round or squircle island holding two to four lenses. */
export function cameraIslandPhone(look: Look): string {
  const { v, p } = look;
  const round = v(3) < 0.6;
  const centred = v(4) < 0.45;
  const count = 2 + Math.floor(v(5) * 3);
  return pair(
    look,
    lerp(28, 40, v(6)),
    (x, y) => {
      const cx = centred ? x + W / 2 : x + 70;
      const cy = y + 80;
      const island = round
        ? `<circle cx="${cx}" cy="${cy}" r="58" fill="${darken(p.body, 0.12)}" stroke="${lighten(p.body, 0.3)}" stroke-width="4"/>`
        : `<rect x="${cx - 56}" y="${cy - 56}" width="112" height="112" rx="30" fill="${darken(p.body, 0.12)}" stroke="${lighten(p.body, 0.3)}" stroke-width="4"/>`;
      const spots = [
        [-24, -22],
        [24, -22],
        [-24, 24],
        [24, 24],
      ].slice(0, count);
      return `${island}${spots.map(([dx = 0, dy = 0]) => lens(cx + dx, cy + dy, 17, look)).join('')}
        ${count < 4 ? flash(cx + 24, cy + 24) : ''}`;
    },
    'hole',
  );
}

/** A rugged case with its kickstand out, the phone (and its camera cut-out) inside. */
export function phoneCase(look: Look): string {
  const { p } = look;
  const caseColor = darken(p.body, 0.1);
  return `<g transform="rotate(-6 400 400)">
    <rect x="290" y="170" width="220" height="430" rx="44" fill="${caseColor}"/>
    <rect x="300" y="180" width="200" height="410" rx="36" fill="${p.body}"/>
    <path d="M290 214 q0 -44 44 -44 h30 v14 h-30 q-30 0 -30 30 v30 h-14 Z M510 214 q0 -44 -44 -44 h-30 v14 h30 q30 0 30 30 v30 h14 Z"
      fill="${lighten(caseColor, 0.25)}"/>
    <rect x="316" y="196" width="104" height="104" rx="26" fill="${p.ink}"/>
    ${lens(342, 222, 17, look)}${lens(342, 272, 17, look)}${lens(392, 247, 17, look)}
    <rect x="330" y="420" width="140" height="100" rx="14" fill="${lighten(caseColor, 0.2)}" stroke="${darken(caseColor, 0.3)}" stroke-width="4"/>
    <circle cx="400" cy="380" r="34" fill="none" stroke="${lighten(caseColor, 0.35)}" stroke-width="6"/>
    ${wordmark(look.brand, 400, 560, 14, lighten(caseColor, 0.4), { maxWidth: 110, weight: 14 })}</g>`;
}
