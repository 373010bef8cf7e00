import { darken, type Look, lerp, lighten, luminance } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/**
 * Cameras and drones. A DSLR has the tall prism hump, a mirrorless body is flat on top, a Fujifilm
 * wears dials, a GoPro is a small cube, an Instax a pastel box, an Osmo Pocket a gimbal on a stick.
 */

function lensBarrel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111317"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="#2a2d33"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="none" stroke="#555" stroke-width="4" stroke-dasharray="4 6"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="url(#glass)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.26}" fill="#0b0d14"/>
    <ellipse cx="${cx - r * 0.22}" cy="${cy - r * 0.22}" rx="${r * 0.18}" ry="${r * 0.1}" fill="#fff" opacity="0.45"
      transform="rotate(-35 ${cx - r * 0.22} ${cy - r * 0.22})"/>`;
}

const onBody = (look: Look) => (luminance(look.p.body) < 0.4 ? '#e9ecef' : '#2a2d33');

interface BodyStyle {
  /** Prism hump: tall (DSLR), low (mirrorless viewfinder) or none. */
  hump: 'tall' | 'low' | 'corner' | 'none';
  top?: string;
  dials?: boolean;
}

function cameraBody(look: Look, style: BodyStyle): string {
  const { p, v } = look;
  const w = lerp(440, 500, v(1));
  const h = lerp(240, 280, v(2));
  const x = 400 - w / 2;
  const y = 560 - h;
  const lensR = lerp(110, 135, v(3));
  const hump = {
    tall: `<path d="M330 ${y + 4} L356 ${y - 86} H474 L500 ${y + 4} Z" fill="${p.body}"/>
      <path d="M356 ${y - 86} H474 L480 ${y - 66} H350 Z" fill="${p.dark}"/>`,
    low: `<path d="M350 ${y + 4} L366 ${y - 46} H464 L480 ${y + 4} Z" fill="${p.body}"/>`,
    corner: `<rect x="${x + w - 130}" y="${y - 30}" width="110" height="40" rx="8" fill="${p.dark}"/>`,
    none: '',
  }[style.hump];
  const dials = style.dials
    ? [x + 60, x + w - 150, x + w - 80]
        .map(
          (
            dx,
          ) => `<rect x="${dx}" y="${y - 34}" width="56" height="38" rx="6" fill="#c9ccd1" stroke="#8a8f96" stroke-width="3"/>
          <path d="M${dx + 8} ${y - 30} v30 M${dx + 20} ${y - 30} v30 M${dx + 32} ${y - 30} v30 M${dx + 44} ${y - 30} v30" stroke="#8a8f96" stroke-width="3"/>`,
        )
        .join('')
    : `<rect x="${x + w - 120}" y="${y - 16}" width="60" height="20" rx="8" fill="${p.dark}"/>
       <circle cx="${x + w - 90}" cy="${y - 20}" r="12" fill="#c23a2b"/>`;
  const top = style.top
    ? `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.32}" rx="26" fill="${style.top}"/>`
    : '';
  return `${hump}${dials}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="30" fill="${p.body}"/>${top}
    <rect x="${x}" y="${y}" width="${w * 0.26}" height="${h}" rx="30" fill="${p.dark}"/>
    <rect x="${x}" y="${y}" width="${w}" height="50" rx="25" fill="url(#sheen)" opacity="0.5"/>
    ${lensBarrel(420, y + h / 2 + 10, lensR)}
    ${wordmark(look.brand, style.hump === 'tall' ? 415 : x + w * 0.13 + 10, style.hump === 'tall' ? y - 34 : y + 28, 14, style.top ? '#2a2d33' : onBody(look), { maxWidth: style.hump === 'tall' ? 100 : w * 0.22, weight: 14 })}`;
}

/** Sony's APS-C bodies keep the viewfinder in the corner; Canon's and Nikon's raise a small hump. */
export const mirrorless = (look: Look) =>
  cameraBody(look, { hump: look.brand === 'Sony' ? 'corner' : 'low' });
export const dslr = (look: Look) => cameraBody(look, { hump: 'tall' });
export const retroCamera = (look: Look) => cameraBody(look, { hump: 'low', dials: true, top: '#c9ccd1' });

/** Vlog camera: flat body, flip-out screen and a furry windscreen on the microphone. */
export function vlogCamera(look: Look): string {
  // The "dead cat" windscreen: overlapping tufts round an oval, shades fixed by their index.
  const fur = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const shade = ['#8d9199', '#7b7f87', '#a1a5ad'][i % 3];
    return `<circle cx="${Math.round(330 + Math.cos(a) * 52)}" cy="${Math.round(252 + Math.sin(a) * 28)}" r="${14 + (i % 4) * 2}" fill="${shade}"/>`;
  }).join('');
  return `${cameraBody(look, { hump: 'none' })}
    <rect x="316" y="270" width="28" height="30" fill="#2a2d33"/>
    ${fur}<ellipse cx="330" cy="252" rx="54" ry="30" fill="#8d9199"/>
    <rect x="660" y="330" width="90" height="130" rx="10" fill="#2a2d33"/><rect x="668" y="338" width="74" height="114" rx="6" fill="url(#screen)"/>`;
}

/** Action camera (GoPro): a small black cube, front screen beside the square lens. */
export function actionCamera(look: Look): string {
  return `<rect x="250" y="250" width="300" height="260" rx="36" fill="#1b1c1f"/>
    <rect x="250" y="250" width="300" height="60" rx="30" fill="url(#sheen)" opacity="0.4"/>
    <rect x="274" y="290" width="116" height="116" rx="12" fill="url(#screen)"/>
    <rect x="410" y="276" width="118" height="118" rx="18" fill="#2a2d33"/>
    ${lensBarrel(469, 335, 48)}
    <rect x="300" y="236" width="60" height="16" rx="6" fill="#e03131"/>
    ${wordmark(look.brand, 330, 470, 16, '#dee2e6', { weight: 14 })}
    ${wordmark(look.model.split(' ')[0] ?? '', 470, 470, 12, '#868e96', { maxWidth: 100, weight: 14 })}`;
}

/** Instant camera (Instax): a rounded pastel box, a print coming out of the top. */
export function instantCamera(look: Look): string {
  const { p } = look;
  const body = luminance(p.body) < 0.3 ? '#b9d7ea' : lighten(p.body, 0.3);
  return `<rect x="330" y="150" width="150" height="120" rx="6" fill="#fafafa" stroke="#ddd" stroke-width="3"/>
    <rect x="346" y="164" width="118" height="86" fill="url(#screen)" opacity="0.7"/>
    <rect x="220" y="230" width="360" height="330" rx="60" fill="${body}"/>
    <rect x="220" y="230" width="360" height="110" rx="50" fill="url(#sheen)" opacity="0.8"/>
    <rect x="250" y="262" width="90" height="56" rx="10" fill="${lighten(body, 0.6)}" stroke="${darken(body, 0.2)}" stroke-width="3"/>
    <rect x="480" y="262" width="56" height="42" rx="8" fill="#2a2d33"/>
    <circle cx="400" cy="430" r="100" fill="${lighten(body, 0.35)}"/>
    ${lensBarrel(400, 430, 74)}
    ${wordmark('INSTAX', 400, 540, 12, darken(body, 0.4), { weight: 14 })}`;
}

/** Pocket gimbal camera: a round lens head on a three-axis arm above a slim handle with a screen. */
export function gimbalCamera(look: Look): string {
  return `<rect x="352" y="320" width="96" height="300" rx="40" fill="#1f2125"/>
    <rect x="364" y="340" width="72" height="120" rx="10" fill="url(#screen)"/>
    <circle cx="400" cy="520" r="16" fill="#2f3238"/><circle cx="400" cy="560" r="10" fill="#c23a2b"/>
    <path d="M400 320 V280 H470 V200" fill="none" stroke="#2f3238" stroke-width="22" stroke-linecap="round"/>
    <rect x="330" y="150" width="120" height="100" rx="40" fill="#2a2d33"/>
    ${lensBarrel(390, 200, 40)}
    ${wordmark(look.brand, 400, 600, 10, '#868e96', { weight: 14 })}`;
}

/** 360° camera: a slim bar with fish-eye domes on top and a small touch screen. */
export function camera360(look: Look): string {
  return `<rect x="340" y="230" width="120" height="400" rx="34" fill="#1f2125"/>
    <ellipse cx="400" cy="250" rx="58" ry="62" fill="url(#glass)"/>
    <ellipse cx="384" cy="232" rx="18" ry="10" fill="#fff" opacity="0.5"/>
    <rect x="358" y="340" width="84" height="110" rx="10" fill="url(#screen)"/>
    <circle cx="400" cy="500" r="18" fill="#2f3238" stroke="#e03131" stroke-width="4"/>
    ${wordmark(look.brand, 400, 580, 10, '#adb5bd', { weight: 14, maxWidth: 90 })}`;
}

export function drone(look: Look): string {
  const { p } = look;
  const arm = (x: number, y: number) =>
    `<line x1="400" y1="400" x2="${x}" y2="${y}" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
     <ellipse cx="${x}" cy="${y - 18}" rx="110" ry="16" fill="${p.ink}" opacity="0.25"/>
     <rect x="${x - 16}" y="${y - 24}" width="32" height="34" rx="8" fill="${p.body}"/>`;
  return `${arm(200, 280)}${arm(600, 280)}${arm(210, 540)}${arm(590, 540)}
    <rect x="300" y="320" width="200" height="170" rx="60" fill="${p.body}"/>
    <rect x="300" y="320" width="200" height="70" rx="40" fill="url(#sheen)" opacity="0.6"/>
    <rect x="360" y="480" width="80" height="50" rx="14" fill="${p.dark}"/>
    <circle cx="400" cy="512" r="22" fill="url(#glass)"/>
    ${wordmark(look.brand, 400, 440, 14, darken(p.body, 0.4), { weight: 14 })}`;
}
