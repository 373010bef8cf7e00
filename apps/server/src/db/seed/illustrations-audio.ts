import { darken, type Look, lerp, lighten, luminance } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/** Headphones, earbuds and speakers: cup shape, case shape and speaker form vary per product. */

const markColor = (hex: string) => (luminance(hex) < 0.45 ? lighten(hex, 0.55) : darken(hex, 0.45));

interface CupStyle {
  /** Cup half-height: over-ear cups are tall ovals, on-ear ones small discs. */
  cup: number;
  /** Boom microphone (gaming headsets). */
  mic?: boolean;
  /** Accent ring on the cups. */
  ring?: string;
}

function headset(look: Look, style: CupStyle): string {
  const { p, v } = look;
  const spread = lerp(160, 178, v(1));
  const band = lerp(30, 44, v(2));
  const lx = 400 - spread;
  const rx = 400 + spread;
  const cupW = style.cup * 0.72;
  const cup = (cx: number, inner: number) =>
    `<ellipse cx="${cx}" cy="490" rx="${cupW}" ry="${style.cup}" fill="${p.body}"/>
     <ellipse cx="${cx}" cy="490" rx="${cupW}" ry="${style.cup}" fill="url(#sheen)" opacity="0.7"/>
     <ellipse cx="${inner}" cy="490" rx="${cupW * 0.6}" ry="${style.cup * 0.85}" fill="${p.dark}"/>
     ${style.ring ? `<ellipse cx="${cx}" cy="490" rx="${cupW * 0.55}" ry="${style.cup * 0.55}" fill="none" stroke="${style.ring}" stroke-width="6"/>` : ''}`;
  const mic = style.mic
    ? `<path d="M${lx - 20} 540 Q${lx - 30} 640 ${lx + 90} 640" fill="none" stroke="#2a2d33" stroke-width="12" stroke-linecap="round"/>
       <rect x="${lx + 84}" y="626" width="36" height="26" rx="12" fill="#2a2d33"/>`
    : '';
  return `<path d="M${lx + 2} 450 C${lx - 16} 170 ${rx + 16} 170 ${rx - 2} 450" fill="none" stroke="${p.body}" stroke-width="${band}" stroke-linecap="round"/>
    <path d="M${lx + 22} 330 C${lx + 64} 210 ${rx - 64} 210 ${rx - 22} 330" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>
    <rect x="${lx - 4}" y="380" width="26" height="70" rx="10" fill="${p.dark}"/>
    <rect x="${rx - 22}" y="380" width="26" height="70" rx="10" fill="${p.dark}"/>
    ${cup(lx, lx + cupW * 0.42)}${cup(rx, rx - cupW * 0.42)}${mic}
    ${wordmark(look.brand, 400, 232, 16, markColor(p.body), { maxWidth: 150, weight: 14 })}`;
}

export const overEar = (look: Look) => headset(look, { cup: lerp(98, 110, look.v(3)) });
export const onEar = (look: Look) =>
  headset(look, { cup: lerp(70, 78, look.v(3)), ring: lighten(look.p.body, 0.3) });
export const gamingHeadset = (look: Look) => headset(look, { cup: 100, mic: true, ring: look.p.accent2 });

function budsInCase(
  look: Look,
  bud: (x: number, flip: number) => string,
  caseW: number,
  caseH: number,
): string {
  const { p } = look;
  const x = 400 - caseW / 2;
  return `${bud(330, 1)}${bud(470, -1)}
    <rect x="${x}" y="440" width="${caseW}" height="${caseH}" rx="${Math.min(caseW, caseH) / 2.2}" fill="${p.body}"/>
    <rect x="${x}" y="440" width="${caseW}" height="${caseH}" rx="${Math.min(caseW, caseH) / 2.2}" fill="url(#sheen)" opacity="0.8"/>
    <line x1="${x + 2}" y1="${440 + caseH * 0.33}" x2="${x + caseW - 2}" y2="${440 + caseH * 0.33}" stroke="${p.dark}" stroke-width="3"/>
    <circle cx="400" cy="${440 + caseH * 0.6}" r="6" fill="${p.accent}"/>
    ${wordmark(look.brand, 400, 440 + caseH * 0.8, 10, markColor(p.body), { maxWidth: caseW * 0.5, weight: 14 })}`;
}

/** AirPods-style buds with stems, a tall case. */
export function stemEarbuds(look: Look): string {
  const { p, v } = look;
  const stem = lerp(90, 130, v(1));
  return budsInCase(
    look,
    (x, flip) => `<g transform="translate(${x} 300) scale(${flip} 1)">
      <rect x="-14" y="10" width="28" height="${stem}" rx="14" fill="${p.body}"/>
      <ellipse cx="0" cy="0" rx="44" ry="38" fill="${p.body}"/>
      <ellipse cx="18" cy="4" rx="20" ry="18" fill="${p.dark}"/>
      <ellipse cx="-12" cy="-14" rx="16" ry="8" fill="#fff" opacity="0.5"/></g>`,
    lerp(240, 280, v(2)),
    lerp(170, 200, v(3)),
  );
}

/** Round stemless buds, a wide pebble case. */
export function beanEarbuds(look: Look): string {
  const { p, v } = look;
  return budsInCase(
    look,
    (x, flip) => `<g transform="translate(${x} 330) scale(${flip} 1)">
      <ellipse cx="0" cy="0" rx="56" ry="50" fill="${p.body}"/>
      <ellipse cx="22" cy="6" rx="24" ry="20" fill="${p.dark}"/>
      <ellipse cx="-18" cy="-18" rx="18" ry="9" fill="#fff" opacity="0.5"/></g>`,
    lerp(300, 330, v(2)),
    lerp(140, 160, v(3)),
  );
}

const grille = (id: string, color: string) =>
  `<defs><pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse">
    <circle cx="7" cy="7" r="3.2" fill="${color}"/></pattern></defs>`;

/** Lying cylinder (JBL Flip/Charge): fabric body, passive radiators at the ends, big logo. */
export function cylinderSpeaker(look: Look): string {
  const { p, v } = look;
  const len = lerp(420, 500, v(1));
  const h = lerp(200, 250, v(2));
  const x = 400 - len / 2;
  const y = 410 - h / 2;
  return `${grille('grille', p.dark)}
    <rect x="${x}" y="${y}" width="${len}" height="${h}" rx="${h / 2}" fill="${p.body}"/>
    <rect x="${x + 40}" y="${y + 10}" width="${len - 80}" height="${h - 20}" fill="url(#grille)"/>
    <rect x="${x}" y="${y}" width="${len}" height="${h * 0.4}" rx="${h * 0.2}" fill="url(#sheen)" opacity="0.7"/>
    <ellipse cx="${x + 26}" cy="410" rx="34" ry="${h / 2 - 4}" fill="${p.dark}"/>
    <ellipse cx="${x + len - 26}" cy="410" rx="34" ry="${h / 2 - 4}" fill="${p.dark}"/>
    <ellipse cx="${x + len - 26}" cy="410" rx="20" ry="${h / 3}" fill="${p.ink}" opacity="0.6"/>
    <rect x="340" y="384" width="120" height="50" rx="12" fill="${p.accent2}"/>
    ${wordmark(look.brand, 400, 409, 20, '#ffffff', { maxWidth: 100, weight: 16 })}
    <rect x="300" y="${y + h}" width="200" height="14" rx="7" fill="${p.dark}"/>`;
}

/** Upright speakers (UE Boom, Sony XB13): a standing cylinder, big + and − or a strap. */
export function tallSpeaker(look: Look): string {
  const { p, v } = look;
  const w = lerp(190, 240, v(1));
  const h = lerp(360, 420, v(2));
  const x = 400 - w / 2;
  const y = 590 - h;
  return `${grille('grille', p.dark)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2.4}" fill="${p.body}"/>
    <rect x="${x + 10}" y="${y + 40}" width="${w - 20}" height="${h - 80}" fill="url(#grille)" opacity="0.6"/>
    <ellipse cx="400" cy="${y + 18}" rx="${w / 2 - 8}" ry="16" fill="${p.dark}"/>
    <path d="M400 ${y + h * 0.3} v110 M345 ${y + h * 0.3 + 55} h110" stroke="${p.accent2}" stroke-width="30"/>
    <path d="M350 ${y + h * 0.78} h100" stroke="${p.accent2}" stroke-width="30"/>
    <path d="M${x + w} ${y + 60} q50 40 0 120" fill="none" stroke="${p.dark}" stroke-width="12"/>
    ${wordmark(look.brand, 400, y + h - 22, 12, markColor(p.body), { maxWidth: w * 0.6, weight: 14 })}`;
}

/** Party speaker: a tall cabinet with two lit woofer rings and a handle. */
export function partySpeaker(look: Look): string {
  const { p } = look;
  const ring = (cy: number, r: number) =>
    `<circle cx="400" cy="${cy}" r="${r + 14}" fill="none" stroke="url(#partyGlow)" stroke-width="12"/>
     <circle cx="400" cy="${cy}" r="${r}" fill="#16181d"/><circle cx="400" cy="${cy}" r="${r * 0.35}" fill="#2f3238"/>`;
  return `<defs><linearGradient id="partyGlow" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ff3b9a"/><stop offset="0.5" stop-color="#ffd43b"/><stop offset="1" stop-color="#22d3ee"/>
    </linearGradient></defs>
    <rect x="260" y="120" width="280" height="540" rx="24" fill="#1d1f23"/>
    <rect x="350" y="100" width="100" height="30" rx="12" fill="#2f3238"/>
    ${ring(290, 90)}${ring(500, 90)}
    <rect x="290" y="140" width="220" height="40" rx="8" fill="#2a2d33"/>
    ${wordmark(look.brand, 400, 160, 16, p.accent2, { weight: 14 })}`;
}

/** Retro speaker (Marshall): black leather body, brass grille, gold script. */
export function retroSpeaker(look: Look): string {
  const brass = '#b89b5e';
  return `<defs><pattern id="brass" width="10" height="10" patternUnits="userSpaceOnUse">
      <circle cx="5" cy="5" r="2.6" fill="${darken(brass, 0.35)}"/></pattern></defs>
    <rect x="190" y="280" width="420" height="260" rx="40" fill="#1b1b1b"/>
    <rect x="210" y="300" width="380" height="220" rx="24" fill="${brass}"/>
    <rect x="210" y="300" width="380" height="220" rx="24" fill="url(#brass)"/>
    <rect x="190" y="280" width="420" height="60" rx="30" fill="url(#sheen)" opacity="0.3"/>
    ${wordmark(look.brand, 400, 410, 30, '#f1e2b8', { weight: 12 })}
    <circle cx="570" cy="262" r="12" fill="${brass}"/>`;
}
