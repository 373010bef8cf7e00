import { darken, type Look, lerp, lighten } from './svg-kit.ts';

/** Watches and bands: square (Apple Watch), round, rotating bezel, or a slim fitness band. */

function straps(look: Look, width: number): string {
  const strap = darken(look.p.body, 0.05);
  const half = width / 2;
  return `<path d="M${400 - half} 120 H${400 + half} L${400 + half - 8} 300 H${400 - half + 8} Z" fill="${strap}"/>
    <path d="M${400 - half + 8} 500 H${400 + half - 8} L${400 + half} 680 H${400 - half} Z" fill="${strap}"/>
    <rect x="${400 - half + 14}" y="580" width="${width - 28}" height="14" rx="7" fill="${look.p.dark}" opacity="0.5"/>`;
}

/** Activity rings, or a watch face with hands, per product. */
function face(look: Look, r: number): string {
  const { v } = look;
  if (v(5) < 0.5) {
    const ring = (rr: number, color: string, k: number) =>
      `<circle cx="400" cy="400" r="${rr}" fill="none" stroke="${color}" stroke-width="${r * 0.16}"
        stroke-dasharray="${lerp(0.4, 0.95, v(k)) * 2 * Math.PI * rr} 999" stroke-linecap="round" transform="rotate(-90 400 400)"/>`;
    return ring(r * 0.72, '#ff3b5c', 6) + ring(r * 0.5, '#9cff3b', 7) + ring(r * 0.28, '#3bd4ff', 8);
  }
  const hand = (len: number, angle: number, wdt: number, color: string) =>
    `<line x1="400" y1="400" x2="${lerp(400, 400 + Math.sin(angle) * len, 1)}" y2="${lerp(400, 400 - Math.cos(angle) * len, 1)}"
      stroke="${color}" stroke-width="${wdt}" stroke-linecap="round"/>`;
  const ticks = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="397" y="${400 - r * 0.86}" width="6" height="${r * 0.12}" fill="#dee2e6" transform="rotate(${i * 30} 400 400)"/>`,
  ).join('');
  return `${ticks}${hand(r * 0.5, v(9) * 6.28, 9, '#f1f3f5')}${hand(r * 0.72, v(10) * 6.28, 6, '#f1f3f5')}
    ${hand(r * 0.75, v(11) * 6.28, 3, look.p.accent2)}<circle cx="400" cy="400" r="8" fill="${look.p.accent2}"/>`;
}

export function squareWatch(look: Look): string {
  const { p, v } = look;
  const w = lerp(200, 230, v(1));
  const h = w * 1.18;
  return `${straps(look, w * 0.64)}
    <rect x="${400 - w / 2}" y="${400 - h / 2}" width="${w}" height="${h}" rx="${w * 0.28}" fill="${p.dark}"/>
    <rect x="${400 - w / 2 + 10}" y="${400 - h / 2 + 10}" width="${w - 20}" height="${h - 20}" rx="${w * 0.24}" fill="${p.ink}"/>
    <rect x="${400 + w / 2}" y="${400 - 40}" width="16" height="48" rx="7" fill="${p.dark}"/>
    ${face(look, w * 0.42)}
    <rect x="${400 - w / 2 + 10}" y="${400 - h / 2 + 10}" width="${w - 20}" height="${h * 0.45}" rx="${w * 0.24}" fill="url(#sheen)" opacity="0.35"/>`;
}

export function roundWatch(look: Look, bezel = false): string {
  const { p, v } = look;
  const r = lerp(112, 130, v(1));
  const notches = bezel
    ? Array.from(
        { length: 36 },
        (_, i) =>
          `<rect x="397" y="${400 - r - 2}" width="6" height="14" fill="${lighten(p.dark, 0.3)}" transform="rotate(${i * 10} 400 400)"/>`,
      ).join('')
    : '';
  return `${straps(look, r * 1.05)}
    <circle cx="400" cy="400" r="${r + (bezel ? 16 : 6)}" fill="${p.dark}"/>${notches}
    <circle cx="400" cy="400" r="${r - 6}" fill="${p.ink}"/>
    <rect x="${400 + r + 2}" y="${400 - 50}" width="16" height="34" rx="6" fill="${p.dark}"/>
    <rect x="${400 + r + 2}" y="${400 + 16}" width="16" height="34" rx="6" fill="${p.dark}"/>
    ${face(look, r - 10)}
    <circle cx="400" cy="${400 - r * 0.3}" r="${r * 0.7}" fill="url(#sheen)" opacity="0.25"/>`;
}

export const bezelWatch = (look: Look) => roundWatch(look, true);

/** Fitness band: a narrow pill screen on a slim strap. */
export function fitnessBand(look: Look): string {
  const { p, v } = look;
  const w = lerp(96, 120, v(1));
  const h = lerp(230, 270, v(2));
  const bars = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${400 - w / 2 + 22 + i * ((w - 44) / 5)}" y="${400 + 20 - lerp(20, 60, v(20 + i))}" width="${(w - 44) / 5 - 4}"
      height="${lerp(20, 60, v(20 + i))}" rx="3" fill="${p.accent}"/>`,
  ).join('');
  return `${straps(look, w * 0.9)}
    <rect x="${400 - w / 2}" y="${400 - h / 2}" width="${w}" height="${h}" rx="${w / 2}" fill="${p.dark}"/>
    <rect x="${400 - w / 2 + 8}" y="${400 - h / 2 + 8}" width="${w - 16}" height="${h - 16}" rx="${w / 2 - 8}" fill="${p.ink}"/>
    ${bars}
    <rect x="${400 - w / 2 + 24}" y="${400 + 40}" width="${w - 48}" height="10" rx="5" fill="#f1f3f5" opacity="0.8"/>
    <rect x="${400 - w / 2 + 30}" y="${400 + 58}" width="${w - 60}" height="8" rx="4" fill="#f1f3f5" opacity="0.5"/>`;
}
