import { darken, lighten, type Palette } from './svg-kit.ts';

/**
 * Vector drawings of screen-based products on an 800 × 800 canvas, centred near (400, 400).
 * Shapes only (no fonts), coloured from the product's palette.
 */

/** A Himalayan sunrise for TV screens: sky, sun and snow peaks. */
function mountainScreen(x: number, y: number, w: number, h: number, p: Palette): string {
  const px = (f: number) => x + w * f;
  const py = (f: number) => y + h * f;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#screen)"/>
    <circle cx="${px(0.72)}" cy="${py(0.32)}" r="${h * 0.12}" fill="#ffe8a3" opacity="0.9"/>
    <path d="M${x} ${py(0.78)} L${px(0.18)} ${py(0.45)} L${px(0.3)} ${py(0.6)} L${px(0.48)} ${py(0.3)}
      L${px(0.66)} ${py(0.62)} L${px(0.8)} ${py(0.48)} L${x + w} ${py(0.7)} V${y + h} H${x} Z"
      fill="${darken(p.accent, 0.45)}"/>
    <path d="M${px(0.42)} ${py(0.41)} L${px(0.48)} ${py(0.3)} L${px(0.54)} ${py(0.41)} L${px(0.5)} ${py(0.38)} Z
      M${px(0.14)} ${py(0.53)} L${px(0.18)} ${py(0.45)} L${px(0.22)} ${py(0.52)} Z" fill="#f4f7ff"/>
    <path d="M${x} ${py(0.86)} Q${px(0.5)} ${py(0.72)} ${x + w} ${py(0.88)} V${y + h} H${x} Z"
      fill="${darken(p.accent, 0.65)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h * 0.5}" fill="url(#sheen)" opacity="0.5"/>`;
}

/** Abstract wallpaper for laptops, phones and monitors. */
function wallpaper(x: number, y: number, w: number, h: number, rx: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#screen)"/>
    <path d="M${x} ${y + h * 0.65} C${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.95} ${x + w} ${y + h * 0.55}
      V${y + h - rx} Q${x + w} ${y + h} ${x + w - rx} ${y + h} H${x + rx} Q${x} ${y + h} ${x} ${y + h - rx} Z"
      fill="#ffffff" opacity="0.18"/>
    <circle cx="${x + w * 0.25}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.16}" fill="#ffffff" opacity="0.14"/>`;
}

export function laptop(p: Palette): string {
  return `<rect x="180" y="170" width="440" height="292" rx="18" fill="${p.dark}"/>
    <rect x="186" y="176" width="428" height="280" rx="14" fill="${p.ink}"/>
    ${wallpaper(200, 190, 400, 252, 6)}
    <circle cx="400" cy="183" r="3" fill="#444"/>
    <path d="M160 462 H640 L684 500 Q688 512 674 514 H126 Q112 512 116 500 Z" fill="${p.body}"/>
    <path d="M116 500 Q112 512 126 514 H674 Q688 512 684 500 Z" fill="${p.dark}"/>
    <path d="M352 462 H448 L444 470 H356 Z" fill="${p.dark}" opacity="0.7"/>
    <rect x="180" y="466" width="440" height="3" fill="#fff" opacity="0.35"/>`;
}

function phoneFront(p: Palette, x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="200" height="410" rx="36" fill="${p.body}"/>
    <rect x="${x + 7}" y="${y + 7}" width="186" height="396" rx="30" fill="${p.ink}"/>
    ${wallpaper(x + 15, y + 15, 170, 380, 24)}
    <rect x="${x + 72}" y="${y + 26}" width="56" height="16" rx="8" fill="${p.ink}"/>
    <rect x="${x + 200}" y="${y + 110}" width="5" height="56" rx="2" fill="${p.dark}"/>`;
}

function phoneBack(p: Palette, x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="200" height="410" rx="36" fill="${p.body}"/>
    <rect x="${x}" y="${y}" width="200" height="410" rx="36" fill="url(#sheen)" opacity="0.6"/>
    <rect x="${x + 18}" y="${y + 18}" width="96" height="104" rx="26" fill="${p.dark}"/>
    <circle cx="${x + 44}" cy="${y + 46}" r="19" fill="${p.ink}"/><circle cx="${x + 44}" cy="${y + 46}" r="11" fill="url(#glass)"/>
    <circle cx="${x + 88}" cy="${y + 46}" r="19" fill="${p.ink}"/><circle cx="${x + 88}" cy="${y + 46}" r="11" fill="url(#glass)"/>
    <circle cx="${x + 44}" cy="${y + 94}" r="19" fill="${p.ink}"/><circle cx="${x + 44}" cy="${y + 94}" r="11" fill="url(#glass)"/>
    <circle cx="${x + 88}" cy="${y + 94}" r="7" fill="#fdf3c4"/>`;
}

export function phone(p: Palette): string {
  return `<g transform="rotate(-8 330 380)">${phoneBack(p, 220, 170)}</g>${phoneFront(p, 370, 200)}`;
}

export function tablet(p: Palette): string {
  return `<rect x="150" y="200" width="500" height="360" rx="34" fill="${p.body}"/>
    <rect x="160" y="210" width="480" height="340" rx="26" fill="${p.ink}"/>
    ${wallpaper(176, 226, 448, 308, 12)}
    <circle cx="400" cy="218" r="3" fill="#555"/>
    <rect x="210" y="170" width="230" height="18" rx="9" fill="${p.dark}" opacity="0.9"/>`;
}

export function tv(p: Palette): string {
  return `<rect x="90" y="160" width="620" height="370" rx="10" fill="${p.body}"/>
    <rect x="98" y="168" width="604" height="354" rx="4" fill="${p.ink}"/>
    ${mountainScreen(104, 174, 592, 342, p)}
    <rect x="360" y="530" width="80" height="8" fill="${p.dark}"/>
    <path d="M210 530 L180 590 H200 L232 530 Z M590 530 L620 590 H600 L568 530 Z" fill="${p.dark}"/>
    <rect x="380" y="524" width="40" height="4" rx="2" fill="#7cf" opacity="0.8"/>`;
}

export function monitor(p: Palette): string {
  return `<rect x="150" y="160" width="500" height="310" rx="14" fill="${p.body}"/>
    <rect x="160" y="170" width="480" height="290" rx="6" fill="${p.ink}"/>
    ${wallpaper(166, 176, 468, 278, 4)}
    <path d="M370 470 H430 L440 570 H360 Z" fill="${p.dark}"/>
    <path d="M260 580 Q400 556 540 580 Q546 592 530 596 H270 Q254 592 260 580 Z" fill="${p.body}"/>`;
}

export function watch(p: Palette): string {
  const strap = darken(p.body, 0.05);
  return `<path d="M330 130 H470 L460 300 H340 Z" fill="${strap}"/>
    <path d="M340 500 H460 L470 670 H330 Z" fill="${strap}"/>
    <rect x="346" y="560" width="108" height="14" rx="7" fill="${p.dark}" opacity="0.5"/>
    <rect x="290" y="270" width="220" height="260" rx="62" fill="${p.dark}"/>
    <rect x="300" y="280" width="200" height="240" rx="54" fill="${p.ink}"/>
    <rect x="512" y="340" width="16" height="48" rx="7" fill="${p.dark}"/>
    <circle cx="400" cy="400" r="72" fill="none" stroke="#ff3b5c" stroke-width="16" stroke-dasharray="360 460"
      stroke-linecap="round" transform="rotate(-90 400 400)"/>
    <circle cx="400" cy="400" r="50" fill="none" stroke="#9cff3b" stroke-width="16" stroke-dasharray="230 320"
      stroke-linecap="round" transform="rotate(-90 400 400)"/>
    <circle cx="400" cy="400" r="28" fill="none" stroke="#3bd4ff" stroke-width="16" stroke-dasharray="140 180"
      stroke-linecap="round" transform="rotate(-90 400 400)"/>
    <rect x="300" y="280" width="200" height="120" rx="54" fill="url(#sheen)" opacity="0.4"/>`;
}

export function camera(p: Palette): string {
  return `<rect x="300" y="220" width="150" height="70" rx="14" fill="${p.dark}"/>
    <rect x="500" y="236" width="60" height="22" rx="8" fill="${p.dark}"/>
    <circle cx="530" cy="232" r="14" fill="#c23a2b"/>
    <rect x="150" y="270" width="500" height="290" rx="34" fill="${p.body}"/>
    <rect x="150" y="270" width="120" height="290" rx="34" fill="${p.dark}"/>
    <rect x="150" y="270" width="500" height="60" rx="30" fill="url(#sheen)" opacity="0.5"/>
    <circle cx="430" cy="420" r="128" fill="${p.dark}"/>
    <circle cx="430" cy="420" r="108" fill="${p.ink}"/>
    <circle cx="430" cy="420" r="92" fill="none" stroke="#555" stroke-width="4" stroke-dasharray="4 6"/>
    <circle cx="430" cy="420" r="70" fill="url(#glass)"/>
    <circle cx="430" cy="420" r="34" fill="#0b0d14"/>
    <ellipse cx="402" cy="392" rx="22" ry="12" fill="#fff" opacity="0.45" transform="rotate(-35 402 392)"/>
    <rect x="580" y="300" width="46" height="26" rx="6" fill="${p.ink}" opacity="0.7"/>`;
}

export function drone(p: Palette): string {
  const arm = (x: number, y: number) =>
    `<line x1="400" y1="400" x2="${x}" y2="${y}" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
     <ellipse cx="${x}" cy="${y - 18}" rx="110" ry="16" fill="${p.ink}" opacity="0.25"/>
     <rect x="${x - 16}" y="${y - 24}" width="32" height="34" rx="8" fill="${p.body}"/>`;
  return `${arm(200, 280)}${arm(600, 280)}${arm(210, 540)}${arm(590, 540)}
    <rect x="300" y="320" width="200" height="170" rx="60" fill="${p.body}"/>
    <rect x="300" y="320" width="200" height="70" rx="40" fill="url(#sheen)" opacity="0.6"/>
    <rect x="360" y="480" width="80" height="50" rx="14" fill="${p.dark}"/>
    <circle cx="400" cy="512" r="22" fill="url(#glass)"/>`;
}

export function gameConsole(p: Palette): string {
  const twoTone = p.body.toLowerCase() === '#e60012';
  const left = twoTone ? '#e60012' : p.body;
  const right = twoTone ? '#00a3e0' : p.body;
  return `<path d="M240 270 H280 V530 H240 Q170 530 170 460 V340 Q170 270 240 270 Z" fill="${left}"/>
    <path d="M560 270 H520 V530 H560 Q630 530 630 460 V340 Q630 270 560 270 Z" fill="${right}"/>
    <rect x="272" y="266" width="256" height="268" rx="8" fill="${p.ink}"/>
    ${wallpaper(288, 282, 224, 236, 4)}
    <circle cx="226" cy="340" r="24" fill="${p.ink}"/><circle cx="226" cy="340" r="15" fill="#333"/>
    <g fill="${p.ink}"><circle cx="226" cy="420" r="10"/><circle cx="204" cy="442" r="10"/>
    <circle cx="248" cy="442" r="10"/><circle cx="226" cy="464" r="10"/></g>
    <circle cx="574" cy="450" r="24" fill="${p.ink}"/><circle cx="574" cy="450" r="15" fill="#333"/>
    <g fill="${p.ink}"><circle cx="574" cy="316" r="10"/><circle cx="552" cy="338" r="10"/>
    <circle cx="596" cy="338" r="10"/><circle cx="574" cy="360" r="10"/></g>
    <rect x="272" y="266" width="256" height="80" fill="url(#sheen)" opacity="0.35"/>`;
}

export function gamebox(p: Palette): string {
  const side = lighten(p.body, 0.1);
  return `<path d="M300 120 Q420 100 470 130 L490 600 H290 Z" fill="${side}"/>
    <rect x="340" y="130" width="120" height="470" rx="14" fill="${p.ink}"/>
    <rect x="355" y="145" width="90" height="440" rx="10" fill="${p.dark}"/>
    <path d="M300 120 Q330 360 290 600 H330 Q370 360 340 130 Z" fill="${p.body}"/>
    <path d="M470 130 Q440 360 490 600 H450 Q420 360 460 130 Z" fill="${p.body}"/>
    <rect x="395" y="560" width="10" height="10" rx="2" fill="${p.accent}"/>
    <g transform="translate(470 520) scale(0.42) translate(-400 -430)">${controller(p)}</g>`;
}

export function controller(p: Palette): string {
  return `<path d="M250 330 Q400 296 550 330 Q630 346 650 460 Q664 560 604 566 Q566 568 538 500 L520 470 H280
      L262 500 Q234 568 196 566 Q136 560 150 460 Q170 346 250 330 Z" fill="${p.body}"/>
    <path d="M250 330 Q400 296 550 330 Q600 340 622 380 Q400 350 178 380 Q200 340 250 330 Z" fill="url(#sheen)"/>
    <circle cx="300" cy="450" r="36" fill="${p.ink}"/><circle cx="300" cy="450" r="24" fill="#3a3d44"/>
    <circle cx="480" cy="450" r="36" fill="${p.ink}"/><circle cx="480" cy="450" r="24" fill="#3a3d44"/>
    <path d="M236 380 h16 v-16 h16 v16 h16 v16 h-16 v16 h-16 v-16 h-16 Z" fill="${p.dark}"/>
    <circle cx="560" cy="368" r="11" fill="#2ecc71"/><circle cx="584" cy="392" r="11" fill="#e74c3c"/>
    <circle cx="536" cy="392" r="11" fill="#3498db"/><circle cx="560" cy="416" r="11" fill="#f1c40f"/>
    <rect x="370" y="366" width="60" height="36" rx="12" fill="${p.dark}"/>`;
}
