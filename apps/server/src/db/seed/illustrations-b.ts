import { darken, type Look, lerp, lighten, luminance } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/** Accessories: keyboards, mice, power banks, chargers and cables (see illustrations-a.ts). */

const markColor = (hex: string) => (luminance(hex) < 0.45 ? lighten(hex, 0.55) : darken(hex, 0.45));

interface KeyboardStyle {
  cols: number;
  rows: number;
  key: number;
  round?: boolean;
  /** Keycaps stand tall on a plate (mechanical), with a red glow. */
  mechanical?: boolean;
}

function keyboardShape(look: Look, style: KeyboardStyle, cx = 400, cy = 410): string {
  const { p } = look;
  const gap = style.key * 0.22;
  const w = style.cols * (style.key + gap) + gap * 3;
  const h = style.rows * (style.key + gap) + gap * 3;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const cap = lighten(p.body, luminance(p.body) < 0.3 ? 0.2 : 0.35);
  let keys = '';
  for (let row = 0; row < style.rows; row++) {
    const last = row === style.rows - 1;
    for (let col = 0; col < style.cols; col++) {
      if (last && col > 2 && col < style.cols - 3) continue;
      const kx = x + gap * 1.5 + col * (style.key + gap);
      const ky = y + gap * 1.5 + row * (style.key + gap);
      keys += style.round
        ? `<circle cx="${kx + style.key / 2}" cy="${ky + style.key / 2}" r="${style.key / 2}"/>`
        : `<rect x="${Math.round(kx)}" y="${Math.round(ky)}" width="${style.key}" height="${style.key}" rx="${style.key * 0.2}"/>`;
    }
    if (last) {
      const sx = x + gap * 1.5 + 3 * (style.key + gap);
      const sw = (style.cols - 6) * (style.key + gap) - gap;
      keys += `<rect x="${Math.round(sx)}" y="${Math.round(y + gap * 1.5 + row * (style.key + gap))}" width="${Math.round(sw)}" height="${style.key}" rx="${style.key * 0.3}"/>`;
    }
  }
  const glow = style.mechanical
    ? `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="8" fill="#ff2d2d" opacity="0.45"/>`
    : '';
  return `<rect x="${x}" y="${y + 10}" width="${w}" height="${h}" rx="18" fill="${p.dark}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${style.mechanical ? '#2a2c30' : p.body}"/>${glow}
    <g fill="${style.mechanical ? '#1d1f23' : cap}" stroke="${darken(p.body, 0.25)}" stroke-width="1.5">${keys}</g>`;
}

export const slimKeyboard = (look: Look) =>
  `${keyboardShape(look, { cols: Math.round(lerp(14, 18, look.v(1))), rows: 5, key: 28 })}
   ${wordmark(look.brand, 400, 540, 10, markColor(look.p.body), { maxWidth: 100, weight: 14 })}`;

export const compactKeyboard = (look: Look) =>
  `${keyboardShape(look, { cols: 12, rows: 5, key: 32, round: true })}
   ${wordmark(look.brand, 400, 545, 10, markColor(look.p.body), { maxWidth: 100, weight: 14 })}`;

export const mechanicalKeyboard = (look: Look) =>
  `${keyboardShape(look, { cols: 15, rows: 5, key: 30, mechanical: true })}
   ${wordmark(look.brand, 400, 300, 12, '#ff4d4d', { maxWidth: 140, weight: 14 })}`;

function mouseShape(look: Look, cx: number, cy: number, s: number, extras = ''): string {
  const { p } = look;
  return `<g transform="translate(${cx} ${cy}) scale(${s}) translate(-400 -405)">
    <path d="M400 180 C520 180 560 300 560 420 C560 560 490 630 400 630 C310 630 240 560 240 420 C240 300 280 180 400 180 Z" fill="${p.body}"/>
    <path d="M400 180 C300 180 262 280 250 360 C300 330 500 330 550 360 C538 280 500 180 400 180 Z" fill="url(#sheen)"/>
    <line x1="400" y1="184" x2="400" y2="330" stroke="${p.dark}" stroke-width="4"/>
    <rect x="386" y="230" width="28" height="60" rx="14" fill="${p.ink}"/>${extras}</g>`;
}

export const keyboardCombo = (look: Look) =>
  `${keyboardShape(look, { cols: 16, rows: 5, key: 24 }, 340, 400)}${mouseShape(look, 640, 430, 0.42)}`;

export const mouse = (look: Look) =>
  mouseShape(
    look,
    400,
    405,
    lerp(0.9, 1, look.v(1)),
    wordmark(look.brand, 400, 540, 14, markColor(look.p.body), { maxWidth: 120, weight: 14 }),
  );

/** Ergonomic mouse (MX Master): a sculpted body, thumb rest and side wheel. */
export function ergonomicMouse(look: Look): string {
  const { p } = look;
  return `<path d="M330 200 C470 170 560 260 570 400 C580 540 520 630 420 630 C300 630 250 560 210 520 C170 480 180 430 240 420
      C250 330 250 220 330 200 Z" fill="${p.body}"/>
    <path d="M210 520 C170 480 180 430 240 420 C260 470 300 500 340 520 C300 540 250 550 210 520 Z" fill="${p.dark}"/>
    <path d="M330 200 C430 180 520 230 550 330 C480 300 380 300 300 330 C300 260 300 215 330 200 Z" fill="url(#sheen)"/>
    <rect x="390" y="220" width="30" height="64" rx="14" fill="${p.ink}"/>
    <rect x="262" y="430" width="40" height="16" rx="8" fill="${p.ink}" transform="rotate(-20 282 438)"/>
    <circle cx="470" cy="560" r="6" fill="${p.accent}"/>`;
}

/** Magic Mouse: a flat white slab, no buttons or wheel. */
export function magicMouse(look: Look): string {
  const { p } = look;
  return `<ellipse cx="400" cy="430" rx="160" ry="240" fill="${darken(p.body, 0.1)}"/>
    <ellipse cx="400" cy="412" rx="156" ry="236" fill="${p.body}"/>
    <ellipse cx="400" cy="320" rx="130" ry="120" fill="url(#sheen)"/>
    <path d="M${400 - 16} 520 q16 -26 32 0 q0 20 -16 24 q-16 -4 -16 -24 Z" fill="${darken(p.body, 0.15)}"/>`;
}

/** Gaming mouse (G502): angular, lit stripe, side buttons. */
export function gamingMouse(look: Look): string {
  return mouseShape(
    { ...look, p: { ...look.p, body: '#26282d', dark: '#101114' } },
    400,
    405,
    1,
    `<path d="M250 360 L200 400 L236 560 L280 520 Z" fill="#3a3d44"/><path d="M550 360 L600 400 L564 560 L520 520 Z" fill="#3a3d44"/>
     <path d="M320 470 L400 520 L480 470" fill="none" stroke="url(#screen)" stroke-width="10"/>
     <rect x="230" y="380" width="24" height="40" rx="6" fill="#4a4e56"/>
     <circle cx="400" cy="580" r="14" fill="${look.p.accent2}"/>`,
  );
}

export function powerbank(look: Look, display = false): string {
  const { p, v } = look;
  const w = lerp(200, 240, v(1));
  const h = lerp(390, 430, v(2));
  const x = 400 - w / 2;
  const y = 395 - h / 2;
  const level = display
    ? `<rect x="${x + 30}" y="${y + 60}" width="${w - 60}" height="90" rx="10" fill="${p.ink}"/>
       ${wordmark(`${Math.round(lerp(40, 99, v(3)))}`, 400, y + 105, 40, '#7df29b', { weight: 12 })}`
    : `<g fill="${p.accent}">${[0, 1, 2, 3].map((i) => `<circle cx="${364 + i * 24}" cy="${y + h - 70}" r="8" opacity="${i < 1 + Math.floor(v(3) * 4) ? 1 : 0.3}"/>`).join('')}</g>`;
  return `<path d="M400 ${y + h} C400 ${y + h + 80} 560 ${y + h + 40} 600 ${y + h - 40}" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="${p.body}"/>
    <rect x="${x}" y="${y}" width="70" height="${h}" rx="35" fill="url(#sheen)" opacity="0.8"/>
    <rect x="${x + 40}" y="${y - 14}" width="46" height="18" rx="4" fill="${p.ink}"/>
    <rect x="${x + w - 90}" y="${y - 14}" width="50" height="18" rx="6" fill="${p.ink}"/>
    ${level}${wordmark(look.brand, 400, y + h / 2 + 30, 16, markColor(p.body), { maxWidth: w - 60, weight: 14 })}`;
}

export const displayPowerbank = (look: Look) => powerbank(look, true);

/** Wall charger: a plug cube with folding pins, the cable to a USB-C end. */
export function wallCharger(look: Look): string {
  const { p, v } = look;
  const s = lerp(170, 220, v(1));
  const x = 400 - s / 2;
  const ports = 1 + Math.floor(v(2) * 3);
  return `<rect x="${400 - s * 0.25 - 11}" y="190" width="22" height="70" rx="4" fill="#b9bcc2"/>
    <rect x="${400 + s * 0.25 - 11}" y="190" width="22" height="70" rx="4" fill="#b9bcc2"/>
    <rect x="${x}" y="250" width="${s}" height="${s * 1.05}" rx="34" fill="${p.body}"/>
    <rect x="${x}" y="250" width="${s}" height="80" rx="34" fill="url(#sheen)" opacity="0.8"/>
    ${Array.from({ length: ports }, (_, i) => `<rect x="${400 - 30}" y="${250 + s * 1.05 - 30 - i * 26}" width="60" height="14" rx="7" fill="${p.ink}"/>`).join('')}
    ${wordmark(look.brand, 400, 250 + s * 0.45, 14, markColor(p.body), { maxWidth: s - 50, weight: 14 })}
    <path d="M400 ${250 + s * 1.05} C400 640 260 560 250 640" fill="none" stroke="${p.body}" stroke-width="16" stroke-linecap="round"/>
    <rect x="226" y="630" width="48" height="70" rx="12" fill="${p.body}" stroke="${p.dark}" stroke-width="3"/>
    <rect x="238" y="690" width="24" height="22" rx="4" fill="#b9bcc2"/>`;
}

/** A braided cable coiled, both USB-C ends showing. */
export function cable(look: Look): string {
  const { p } = look;
  const plug = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 26}" y="${y - 60}" width="52" height="90" rx="14" fill="${p.dark}"/>
      <rect x="${x - 16}" y="${y - 90}" width="32" height="34" rx="8" fill="#b9bcc2"/></g>`;
  return `<g fill="none" stroke="${p.body}" stroke-width="22">
      <ellipse cx="400" cy="420" rx="190" ry="120"/><ellipse cx="400" cy="420" rx="150" ry="92"/></g>
    <g fill="none" stroke="${p.dark}" stroke-width="22" stroke-dasharray="6 10" opacity="0.35">
      <ellipse cx="400" cy="420" rx="190" ry="120"/><ellipse cx="400" cy="420" rx="150" ry="92"/></g>
    <path d="M590 420 C620 300 560 240 520 220" fill="none" stroke="${p.body}" stroke-width="22"/>
    <path d="M250 420 C200 540 300 600 340 610" fill="none" stroke="${p.body}" stroke-width="22"/>
    ${plug(520, 230, -60)}${plug(350, 610, 100)}
    ${wordmark(look.brand, 400, 420, 16, markColor(p.accent), { weight: 14 })}`;
}
