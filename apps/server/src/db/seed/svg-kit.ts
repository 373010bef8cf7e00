/** Colour helpers and the framing shared by every generated image (800 × 800 SVG). */

const clampByte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const out = [ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t].map(clampByte);
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Colours an illustration is drawn with. */
export interface Palette {
  /** The product's colour. */
  body: string;
  /** Edges and shaded sides. */
  dark: string;
  /** Highlights. */
  light: string;
  /** Screens, cushions, vents. */
  ink: string;
  /** Category colour, for screens and LEDs. */
  accent: string;
  /** Second accent (for two-tone products). */
  accent2: string;
}

export function palette(body: string, accent: string): Palette {
  const isDark = luminance(body) < 0.35;
  return {
    body,
    dark: isDark ? lighten(body, 0.12) : darken(body, 0.22),
    light: isDark ? lighten(body, 0.28) : lighten(body, 0.45),
    ink: '#16181d',
    accent,
    accent2: mix(accent, '#ff8a3d', 0.55),
  };
}

/** Reusable <defs>: the screen gradient, soft shadow and shine. `id` keeps them unique. */
export function commonDefs(p: Palette): string {
  return `
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${lighten(p.accent, 0.25)}"/>
    <stop offset="0.55" stop-color="${p.accent}"/>
    <stop offset="1" stop-color="${darken(p.accent2, 0.2)}"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#3b4a6b"/><stop offset="0.5" stop-color="#10141f"/>
    <stop offset="1" stop-color="#2a1f45"/>
  </linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="shadow">
    <stop offset="0" stop-color="#000" stop-opacity="0.28"/>
    <stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>`;
}

/** Framings of the same product, so each gallery image is a different shot. */
export const COMPOSITIONS = 4;

export function frame(art: string, defs: string, bg: string, composition: number): string {
  const top = lighten(bg, 0.9);
  const bottom = lighten(bg, 0.68);
  const deep = lighten(bg, 0.5);
  const shadow = (cx: number, cy: number, rx: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="url(#shadow)"/>`;
  let background: string;
  let scene: string;
  switch (composition % COMPOSITIONS) {
    case 0: // hero: centred, big soft disc behind
      background = `<rect width="800" height="800" fill="url(#bg)"/>
        <circle cx="400" cy="380" r="300" fill="#fff" opacity="0.45"/>`;
      scene = `${shadow(400, 625, 300)}<g transform="translate(0 20)">${art}</g>`;
      break;
    case 1: // three-quarter: tilted and off-centre
      background = `<rect width="800" height="800" fill="url(#bg)"/>
        <circle cx="640" cy="170" r="150" fill="${lighten(bg, 0.55)}" opacity="0.6"/>
        <circle cx="150" cy="690" r="110" fill="#fff" opacity="0.5"/>`;
      scene = `${shadow(410, 615, 250)}
        <g transform="translate(410 400) rotate(-12) scale(0.86) skewX(-6) translate(-400 -400)">${art}</g>`;
      break;
    case 2: // detail: close-up crop
      background = `<rect width="800" height="800" fill="${deep}"/>
        <rect width="800" height="800" fill="url(#bg)" opacity="0.5"/>`;
      scene = `<g transform="translate(400 420) scale(1.75) translate(-360 -360)">${art}</g>`;
      break;
    default: // on a podium
      background = `<rect width="800" height="800" fill="url(#bg)"/>
        <rect x="0" y="560" width="800" height="240" fill="${lighten(bg, 0.78)}"/>`;
      scene = `<path d="M110 640 V680 A290 52 0 0 0 690 680 V640 Z" fill="${lighten(bg, 0.5)}"/>
        <ellipse cx="400" cy="640" rx="290" ry="52" fill="${lighten(bg, 0.92)}"/>
        <g transform="translate(400 612) scale(0.86) translate(-400 -560)">${art}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>${defs}
    <linearGradient id="bg" x1="0" y1="0" x2="${composition % 2 ? 1 : 0.3}" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
  </defs>${background}${scene}</svg>`;
}

/** FNV-1a: a stable 32-bit number for a string (no PRNG state, so pictures never shift). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Everything one product's drawing is parameterised by. */
export interface Look {
  p: Palette;
  /** Brand name as printed on the product ('' on category tiles). */
  brand: string;
  /** Short model name (e.g. `RTX 4060`, `S24 ULTRA`). */
  model: string;
  /** Per-product numbers in [0, 1) from the title: proportions, wallpaper, details. */
  v: (i: number) => number;
}

export function makeLook(p: Palette, brand: string, model: string, key: string): Look {
  return { p, brand, model, v: (i) => hashString(`${key}#${i}`) / 2 ** 32 };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** `a` + (`b` − `a`) × t, rounded to 0.1 so the SVG text stays short. */
export const lerp = (a: number, b: number, t: number) => Math.round((a + (b - a) * t) * 10) / 10;

/**
 * A screen's wallpaper, different per product: its waves, sun and tint come from the look, so two
 * laptops of one colour still show different screens.
 */
export function wallpaper(x: number, y: number, w: number, h: number, rx: number, look: Look): string {
  const { v } = look;
  const tint = mix(
    look.p.accent,
    ['#ff6b6b', '#51cf66', '#fcc419', '#22b8cf', '#cc5de8', '#ff922b'][Math.floor(v(90) * 6)] ?? '#fff',
    0.45,
  );
  const wave = (k: number, o: number) =>
    `M${x} ${lerp(y + h * 0.4, y + h * 0.8, v(k))} C${lerp(x, x + w * 0.5, v(k + 1))} ${lerp(y, y + h, v(k + 2))}
      ${lerp(x + w * 0.5, x + w, v(k + 3))} ${lerp(y, y + h, v(k + 4))} ${x + w} ${lerp(y + h * 0.3, y + h * 0.8, v(k + 5))}
      V${y + h} H${x} Z" fill="#ffffff" opacity="${o}`;
  const clip = `wp${Math.round(x)}x${Math.round(y)}`;
  return `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#screen)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${tint}" opacity="${lerp(0.35, 0.8, v(91))}"/>
    <g clip-path="url(#${clip})"><path d="${wave(92, 0.16)}"/><path d="${wave(98, 0.12)}"/></g>
    <circle cx="${lerp(x + w * 0.15, x + w * 0.85, v(104))}" cy="${lerp(y + h * 0.15, y + h * 0.45, v(105))}"
      r="${lerp(0.06, 0.16, v(106)) * Math.min(w, h) * 1.6}" fill="#ffffff" opacity="0.16"/>`;
}
