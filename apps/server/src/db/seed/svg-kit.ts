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

/** Stroke paths of the letters shop monograms use (0–60 wide, 0–100 tall); no fonts needed. */
const LETTERS: Record<string, string> = {
  B: 'M0 0 V100 H36 Q60 100 60 74 Q60 50 34 50 H0 M0 50 H30 Q54 50 54 25 Q54 0 30 0 H0',
  C: 'M60 16 Q50 0 32 0 Q0 0 0 50 Q0 100 32 100 Q50 100 60 84',
  D: 'M0 0 V100 H24 Q60 100 60 50 Q60 0 24 0 Z',
  E: 'M60 0 H0 V100 H60 M0 50 H44',
  G: 'M60 16 Q50 0 32 0 Q0 0 0 50 Q0 100 32 100 Q60 100 60 62 H34',
  H: 'M0 0 V100 M60 0 V100 M0 50 H60',
  K: 'M0 0 V100 M58 0 L4 58 M22 40 L60 100',
  L: 'M0 0 V100 H58',
  M: 'M0 100 V0 L30 62 L60 0 V100',
  N: 'M0 100 V0 L60 100 V0',
  P: 'M0 100 V0 H34 Q60 0 60 27 Q60 54 34 54 H0',
  S: 'M58 16 Q50 0 30 0 Q2 0 2 26 Q2 46 30 50 Q58 54 58 76 Q58 100 30 100 Q8 100 0 84',
  T: 'M0 0 H60 M30 0 V100',
};

/** Up to three letters centred on (400, 400), drawn as strokes. */
export function monogram(text: string, color: string, height = 200): string {
  const letters = [...text.toUpperCase()].filter((c) => LETTERS[c]).slice(0, 3);
  const scale = height / 100;
  const gap = 30;
  const width = letters.length * 60 + (letters.length - 1) * gap;
  const x0 = 400 - (width * scale) / 2;
  const y0 = 400 - height / 2;
  return letters
    .map(
      (c, i) =>
        `<path transform="translate(${x0 + i * (60 + gap) * scale} ${y0}) scale(${scale})" d="${LETTERS[c]}"
          fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
}
