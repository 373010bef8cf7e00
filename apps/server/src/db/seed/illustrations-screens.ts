import { darken, type Look, lerp, lighten, luminance, wallpaper } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/** TVs and monitors: panel size, stand and screen picture vary per product. */

/** A Himalayan sunrise for TV screens; sun and ridges move per product. */
function mountainScreen(x: number, y: number, w: number, h: number, look: Look): string {
  const { p, v } = look;
  const px = (f: number) => lerp(x, x + w, f);
  const py = (f: number) => lerp(y, y + h, f);
  const peak = lerp(0.35, 0.65, v(20));
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#screen)"/>
    <circle cx="${px(lerp(0.15, 0.85, v(21)))}" cy="${py(lerp(0.2, 0.4, v(22)))}" r="${h * 0.11}" fill="#ffe8a3" opacity="0.9"/>
    <path d="M${x} ${py(0.78)} L${px(peak - 0.3)} ${py(0.45)} L${px(peak - 0.18)} ${py(0.6)} L${px(peak)} ${py(lerp(0.25, 0.35, v(23)))}
      L${px(peak + 0.18)} ${py(0.62)} L${px(peak + 0.3)} ${py(0.48)} L${x + w} ${py(0.7)} V${y + h} H${x} Z"
      fill="${darken(p.accent, 0.45)}"/>
    <path d="M${x} ${py(0.86)} Q${px(v(24))} ${py(0.72)} ${x + w} ${py(0.88)} V${y + h} H${x} Z" fill="${darken(p.accent, 0.65)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h * 0.5}" fill="url(#sheen)" opacity="0.5"/>`;
}

/** Inches from the title (`55"`), for the panel's width. */
const inches = (look: Look) => Number(/(\d\d)"/.exec(look.model)?.[1] ?? 50);

export function tv(look: Look): string {
  const { p, v } = look;
  const w = lerp(460, 640, (Math.min(65, Math.max(32, inches(look))) - 32) / 33);
  const h = w * 0.58;
  const x = 400 - w / 2;
  const y = 470 - h;
  const bezel = v(7) < 0.5 ? 6 : 10;
  const feet = v(8) < 0.6;
  const stand = feet
    ? `<path d="M${x + w * 0.12} ${y + h} l-22 64 h16 l26 -64 Z M${x + w * 0.88} ${y + h} l22 64 h-16 l-26 -64 Z" fill="${p.dark}"/>`
    : `<rect x="392" y="${y + h}" width="16" height="50" fill="${p.dark}"/>
       <rect x="${400 - w * 0.2}" y="${y + h + 48}" width="${w * 0.4}" height="12" rx="6" fill="${p.dark}"/>`;
  return `${stand}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${p.body}"/>
    ${mountainScreen(x + bezel, y + bezel, w - bezel * 2, h - bezel * 2 - 8, look)}
    ${wordmark(look.brand, 400, y + h - 7, 8, lighten(p.body, 0.55), { maxWidth: 90, weight: 16 })}`;
}

function panel(look: Look, x: number, y: number, w: number, h: number): string {
  const { p } = look;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${p.body}"/>
    <rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 26}" rx="4" fill="${p.ink}"/>
    ${wallpaper(x + 12, y + 12, w - 24, h - 34, 3, look)}
    ${wordmark(look.brand, x + w / 2, y + h - 9, 8, luminance(p.body) < 0.5 ? lighten(p.body, 0.5) : darken(p.body, 0.5), { maxWidth: 80, weight: 16 })}`;
}

/** Office monitor on a height-adjustable column. */
export function monitor(look: Look): string {
  const { p, v } = look;
  const w = lerp(440, 520, v(1));
  const h = w * 0.6;
  const y = 460 - h;
  return `<rect x="384" y="400" width="32" height="160" rx="6" fill="${p.dark}"/>
    <path d="M300 568 Q400 548 500 568 Q504 580 494 584 H306 Q296 580 300 568 Z" fill="${p.dark}"/>
    ${panel(look, 400 - w / 2, y, w, h)}`;
}

/** Curved gaming monitor: the panel bends toward the viewer. */
export function curvedMonitor(look: Look): string {
  const { p } = look;
  const bend = 34;
  return `<rect x="384" y="420" width="32" height="130" rx="6" fill="${p.dark}"/>
    <path d="M290 580 L400 540 L510 580 Z" fill="${p.dark}"/>
    <path d="M110 180 Q400 ${180 + bend} 690 180 V470 Q400 ${470 - bend} 110 470 Z" fill="${p.body}"/>
    <path d="M122 192 Q400 ${192 + bend} 678 192 V450 Q400 ${450 - bend} 122 450 Z" fill="url(#screen)"/>
    <path d="M122 192 Q400 ${192 + bend} 678 192 V300 Q400 ${300 - bend} 122 300 Z" fill="#fff" opacity="0.12"/>
    ${wordmark(look.brand, 400, 462 - bend / 2, 8, lighten(p.body, 0.5), { maxWidth: 90, weight: 16 })}`;
}

/** Gaming monitor on a V-shaped stand with red accents. */
export function gamingMonitor(look: Look): string {
  const { p } = look;
  const w = 500;
  const h = 300;
  return `<rect x="386" y="420" width="28" height="120" fill="${p.dark}"/>
    <path d="M400 530 L250 600 h36 L400 556 L514 600 h36 Z" fill="${p.dark}"/>
    <path d="M400 530 L270 592 M400 530 L530 592" stroke="#e03131" stroke-width="4"/>
    ${panel(look, 400 - w / 2, 440 - h, w, h)}
    <rect x="${400 - w / 2}" y="${440 - 4}" width="${w}" height="4" fill="#e03131" opacity="0.8"/>`;
}
