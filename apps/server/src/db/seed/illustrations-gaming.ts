import { darken, type Look, lerp, lighten, type Palette, wallpaper } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/**
 * Consoles, handhelds and controllers. What tells them apart: a Switch has detachable coloured
 * Joy-Cons; a Steam Deck is wide and dark with two sticks above two square trackpads; a ROG Ally
 * has lit rings round its sticks; PlayStation and Xbox boxes and pads keep their own shapes.
 */

/** The "Neon Red / Blue" colour means the two Joy-Cons differ. */
const NEON = '#e60012';
const isNeon = (p: Palette) => p.body.toLowerCase() === NEON;

const stick = (cx: number, cy: number, r: number, ring?: string) =>
  `${ring ? `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="none" stroke="${ring}" stroke-width="5"/>` : ''}
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#16181d"/><circle cx="${cx}" cy="${cy}" r="${r * 0.68}" fill="#30343b"/>`;

const dpad = (cx: number, cy: number, s: number, fill: string) =>
  `<path d="M${cx - s / 3} ${cy - s} h${(s * 2) / 3} v${(s * 2) / 3} h${(s * 2) / 3} v${(s * 2) / 3} h-${(s * 2) / 3}
    v${(s * 2) / 3} h-${(s * 2) / 3} v-${(s * 2) / 3} h-${(s * 2) / 3} v-${(s * 2) / 3} h${(s * 2) / 3} Z" fill="${fill}"/>`;

const fourButtons = (cx: number, cy: number, d: number, r: number, colors: readonly string[]) =>
  [
    [0, -d],
    [d, 0],
    [0, d],
    [-d, 0],
  ]
    .map(
      ([dx = 0, dy = 0], i) =>
        `<circle cx="${cx + dx}" cy="${cy + dy}" r="${r}" fill="${colors[i % colors.length]}"/>`,
    )
    .join('');

/** Nintendo Switch: the screen slab between two detachable Joy-Cons. */
export function nintendoSwitch(look: Look): string {
  const { p } = look;
  const left = isNeon(p) ? '#00a3e0' : p.body;
  const right = isNeon(p) ? NEON : p.body;
  const ink = '#16181d';
  return `<path d="M228 262 H272 V538 H228 Q164 538 164 466 V334 Q164 262 228 262 Z" fill="${left}"/>
    <path d="M572 262 H528 V538 H572 Q636 538 636 466 V334 Q636 262 572 262 Z" fill="${right}"/>
    <rect x="272" y="262" width="256" height="276" rx="6" fill="${ink}"/>
    ${wallpaper(286, 282, 228, 232, 3, look)}
    ${stick(220, 330, 22)}${fourButtons(220, 430, 22, 10, [ink])}
    ${stick(580, 450, 22)}${fourButtons(580, 340, 22, 10, [ink])}
    <rect x="204" y="494" width="16" height="16" rx="3" fill="${ink}" opacity="0.7"/>
    <circle cx="588" cy="508" r="9" fill="none" stroke="${ink}" stroke-width="3"/>
    <line x1="272" y1="262" x2="272" y2="538" stroke="#000" stroke-width="3"/>
    <line x1="528" y1="262" x2="528" y2="538" stroke="#000" stroke-width="3"/>`;
}

/** Switch Lite: one piece, a d-pad instead of four arrow buttons. */
export function switchLite(look: Look): string {
  const { p } = look;
  const body = isNeon(p) ? '#f5c400' : p.body;
  return `<rect x="150" y="280" width="500" height="240" rx="110" fill="${body}"/>
    <rect x="150" y="280" width="500" height="90" rx="45" fill="url(#sheen)" opacity="0.5"/>
    <rect x="270" y="292" width="260" height="216" rx="10" fill="#16181d"/>
    ${wallpaper(282, 302, 236, 180, 3, look)}
    ${stick(210, 350, 22)}${dpad(210, 440, 26, '#2a2d33')}
    ${stick(590, 440, 22)}${fourButtons(590, 352, 22, 10, ['#2a2d33'])}`;
}

/** Steam Deck: wide and dark, sticks above square trackpads either side of a 16:10 screen. */
export function steamDeck(look: Look): string {
  const { p } = look;
  const body = isNeon(p) || p.body === '#f1f1ef' ? '#2a2c31' : darken(p.body, 0.35);
  const pad = (x: number) =>
    `<rect x="${x}" y="438" width="66" height="66" rx="10" fill="${darken(body, 0.25)}" stroke="${lighten(body, 0.12)}" stroke-width="2"/>`;
  return `<path d="M140 300 Q140 268 180 268 H620 Q660 268 660 300 L690 500 Q700 570 640 572 Q600 572 580 530 H220
      Q200 572 160 572 Q100 570 110 500 Z" fill="${body}"/>
    <path d="M150 290 Q400 262 650 290 L656 320 Q400 296 144 320 Z" fill="#fff" opacity="0.08"/>
    <rect x="262" y="286" width="276" height="196" rx="8" fill="#0c0d10"/>
    ${wallpaper(272, 296, 256, 160, 3, look)}
    ${stick(212, 380, 26)}${stick(588, 380, 26)}${pad(178)}${pad(556)}
    ${dpad(204, 318, 18, '#3b3f46')}${fourButtons(596, 318, 18, 9, ['#4a4e56'])}
    <circle cx="400" cy="508" r="5" fill="#3b3f46"/>
    ${wordmark('STEAM', 400, 498, 7, '#6c717a', { weight: 16 })}`;
}

/** Windows handheld (ROG Ally): rounded, lit rings round the sticks, Xbox-style offset layout. */
export function windowsHandheld(look: Look): string {
  const { p } = look;
  const body = isNeon(p) ? '#f2f2f2' : p.body;
  const ring = 'url(#rgbRing)';
  return `<defs><linearGradient id="rgbRing" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ff3b9a"/><stop offset="0.5" stop-color="#7a5cff"/><stop offset="1" stop-color="#00d4ff"/>
    </linearGradient></defs>
    <path d="M150 300 Q150 270 190 270 H610 Q650 270 650 300 L676 500 Q684 560 630 562 Q596 562 578 524 H222
      Q204 562 170 562 Q116 560 124 500 Z" fill="${body}"/>
    <path d="M260 276 H540 V516 H260 Z" fill="#111"/>
    ${wallpaper(270, 290, 260, 200, 3, look)}
    ${stick(204, 340, 24, ring)}${dpad(206, 450, 22, darken(body, 0.4))}
    ${stick(596, 450, 24, ring)}${fourButtons(596, 340, 22, 10, [darken(body, 0.4)])}
    ${wordmark('ROG', 400, 532, 8, darken(body, 0.4), { weight: 16 })}`;
}

/** A DualSense: two-tone, big touchpad with its light bar, sticks side by side. */
export function dualsense(look: Look): string {
  const { p } = look;
  const shell = p.body;
  const core = luminanceDark(shell) ? lighten(shell, 0.15) : '#1d1f23';
  return `<path d="M250 330 Q400 300 550 330 Q630 346 650 460 Q664 560 604 566 Q566 568 538 500 L520 470 H280
      L262 500 Q234 568 196 566 Q136 560 150 460 Q170 346 250 330 Z" fill="${shell}"/>
    <path d="M300 360 Q400 340 500 360 L520 470 H280 Z" fill="${core}"/>
    <rect x="320" y="322" width="160" height="84" rx="16" fill="${shell}" stroke="${darken(shell, 0.15)}" stroke-width="3"/>
    <path d="M324 406 Q400 420 476 406" stroke="#4dabf7" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${dpad(232, 404, 22, darken(core, 0.3))}
    <g fill="none" stroke-width="4"><path d="M560 366 l10 16 h-20 Z" stroke="#40c9a2"/>
      <circle cx="588" cy="400" r="9" stroke="#ff6b81"/><path d="M526 392 l16 16 M542 392 l-16 16" stroke="#74a8ff"/>
      <rect x="551" y="420" width="16" height="16" stroke="#f783ac"/></g>
    ${stick(340, 470, 28)}${stick(460, 470, 28)}`;
}

const luminanceDark = (hex: string) => Number.parseInt(hex.slice(1), 16) < 0x555555;

/** Xbox and Switch Pro pads: left stick high, right stick low, an emblem button in the middle. */
function offsetPad(look: Look, buttonColors: readonly string[], emblem: string): string {
  const { p } = look;
  return `<path d="M250 330 Q400 296 550 330 Q630 346 650 460 Q664 560 604 566 Q566 568 538 500 L520 470 H280
      L262 500 Q234 568 196 566 Q136 560 150 460 Q170 346 250 330 Z" fill="${p.body}"/>
    <path d="M250 330 Q400 296 550 330 Q600 340 622 380 Q400 350 178 380 Q200 340 250 330 Z" fill="url(#sheen)"/>
    ${stick(262, 400, 32)}${stick(478, 470, 32)}
    ${dpad(326, 470, 24, darken(p.body, 0.35))}${fourButtons(548, 398, 26, 12, buttonColors)}
    ${emblem}`;
}

export const xboxController = (look: Look) =>
  offsetPad(
    look,
    ['#f1c40f', '#e74c3c', '#2ecc71', '#3498db'],
    `<circle cx="400" cy="352" r="20" fill="#3a3d44"/><circle cx="400" cy="352" r="14" fill="none" stroke="#7be07b" stroke-width="4"/>
     <path d="M391 343 L409 361 M409 343 L391 361" stroke="#7be07b" stroke-width="4"/>`,
  );

export const proController = (look: Look) =>
  offsetPad(
    { ...look, p: { ...look.p, body: isNeon(look.p) ? '#2b2e35' : look.p.body } },
    ['#3a3d44'],
    `<circle cx="370" cy="380" r="9" fill="#3a3d44"/><rect x="420" y="372" width="16" height="16" rx="3" fill="#3a3d44"/>`,
  );

/** PlayStation 5: a standing white shell, black core, a DualSense in front. */
export function playstation(look: Look): string {
  const { p } = look;
  const shell = luminanceDark(p.body) ? '#2a2c30' : '#f4f5f7';
  return `<path d="M300 120 Q420 100 470 130 L490 600 H290 Z" fill="${darken(shell, 0.06)}"/>
    <rect x="340" y="130" width="120" height="470" rx="14" fill="#16181d"/>
    <path d="M300 120 Q330 360 290 600 H336 Q372 360 342 130 Z" fill="${shell}"/>
    <path d="M470 130 Q440 360 490 600 H452 Q420 360 458 130 Z" fill="${shell}"/>
    <rect x="394" y="560" width="12" height="12" rx="2" fill="#4dabf7"/>
    <g transform="translate(500 540) scale(0.42) translate(-400 -430)">${dualsense({ ...look, p: { ...p, body: shell } })}</g>`;
}

/** Xbox Series X: a black tower, vented green-lit top, seen at three quarters. */
export function xboxTower(look: Look): string {
  const h = lerp(330, 350, look.v(1));
  const holes = [-3, -2, -1, 0, 1, 2, 3]
    .flatMap((i) => [-1, 0, 1].map((j) => `<circle cx="${430 + i * 15 + j * 6}" cy="${180 + j * 7}" r="3"/>`))
    .join('');
  return `<path d="M300 200 L380 160 H560 L480 200 Z" fill="#2b2d31"/>
    <ellipse cx="430" cy="180" rx="64" ry="15" fill="#0e3b18"/>
    <g fill="#2fb34f">${holes}</g>
    <rect x="300" y="200" width="180" height="${h}" fill="#1c1d20"/>
    <path d="M480 200 L560 160 V${160 + h} L480 ${200 + h} Z" fill="#121315"/>
    <circle cx="320" cy="226" r="7" fill="#fff" opacity="0.85"/>
    <rect x="314" y="${200 + h - 40}" width="40" height="6" rx="3" fill="#444"/>
    <g transform="translate(300 590) scale(0.34) translate(-400 -430)">${xboxController({ ...look, p: { ...look.p, body: '#2a2c31' } })}</g>`;
}

/** Xbox Series S: a small white box with its big round black vent. */
export function xboxCompact(look: Look): string {
  const body = look.p.body === '#1a1a1a' ? '#2b2d31' : '#f2f3f5';
  return `<path d="M180 300 L280 240 H640 L540 300 Z" fill="${darken(body, 0.05)}"/>
    <rect x="180" y="300" width="360" height="220" rx="6" fill="${body}"/>
    <path d="M540 300 L640 240 V460 L540 520 Z" fill="${darken(body, 0.12)}"/>
    <circle cx="430" cy="410" r="82" fill="#16181d"/>
    <g fill="#2f3238">${Array.from({ length: 12 }, (_, i) => `<circle cx="430" cy="410" r="${8 + i * 6}" fill="none" stroke="#2f3238" stroke-width="2"/>`).join('')}</g>
    <circle cx="206" cy="330" r="7" fill="#9aa0a8"/>
    <rect x="214" y="480" width="60" height="6" rx="3" fill="#c5c8cd"/>
    ${wordmark('XBOX', 300, 440, 12, darken(body, 0.35), { weight: 14 })}`;
}
