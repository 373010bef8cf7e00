import { lighten, type Palette } from './svg-kit.ts';

/** Vector drawings of audio, accessory, network and PC-part products (see illustrations-a.ts). */

export function headphones(p: Palette): string {
  return `<path d="M238 450 C222 170 578 170 562 450" fill="none" stroke="${p.body}" stroke-width="38" stroke-linecap="round"/>
    <path d="M258 330 C300 210 500 210 542 330" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>
    <rect x="232" y="380" width="26" height="70" rx="10" fill="${p.dark}"/>
    <rect x="542" y="380" width="26" height="70" rx="10" fill="${p.dark}"/>
    <ellipse cx="236" cy="490" rx="74" ry="104" fill="${p.body}"/>
    <ellipse cx="236" cy="490" rx="74" ry="104" fill="url(#sheen)" opacity="0.7"/>
    <ellipse cx="268" cy="490" rx="44" ry="88" fill="${p.dark}"/>
    <ellipse cx="564" cy="490" rx="74" ry="104" fill="${p.body}"/>
    <ellipse cx="532" cy="490" rx="44" ry="88" fill="${p.dark}"/>
    <ellipse cx="564" cy="490" rx="74" ry="104" fill="url(#sheen)" opacity="0.7"/>
    <circle cx="600" cy="540" r="6" fill="${p.accent}"/>`;
}

export function earbuds(p: Palette): string {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} 300) scale(${flip} 1)">
      <rect x="-14" y="10" width="28" height="120" rx="14" fill="${p.body}"/>
      <ellipse cx="0" cy="0" rx="46" ry="40" fill="${p.body}"/>
      <ellipse cx="18" cy="4" rx="20" ry="18" fill="${p.dark}"/>
      <ellipse cx="-12" cy="-14" rx="16" ry="8" fill="#fff" opacity="0.5"/></g>`;
  return `${bud(330, 1)}${bud(470, -1)}
    <rect x="260" y="430" width="280" height="190" rx="84" fill="${p.body}"/>
    <rect x="260" y="430" width="280" height="190" rx="84" fill="url(#sheen)" opacity="0.8"/>
    <line x1="262" y1="492" x2="538" y2="492" stroke="${p.dark}" stroke-width="3"/>
    <circle cx="400" cy="540" r="6" fill="${p.accent}"/>`;
}

export function speaker(p: Palette): string {
  return `<defs><pattern id="grille" width="14" height="14" patternUnits="userSpaceOnUse">
      <circle cx="7" cy="7" r="3.2" fill="${p.dark}"/></pattern></defs>
    <rect x="170" y="290" width="460" height="230" rx="115" fill="${p.body}"/>
    <rect x="210" y="300" width="380" height="210" fill="url(#grille)"/>
    <rect x="170" y="290" width="460" height="90" rx="45" fill="url(#sheen)" opacity="0.7"/>
    <ellipse cx="196" cy="405" rx="34" ry="112" fill="${p.dark}"/>
    <ellipse cx="604" cy="405" rx="34" ry="112" fill="${p.dark}"/>
    <ellipse cx="604" cy="405" rx="20" ry="70" fill="${p.ink}" opacity="0.6"/>
    <rect x="360" y="388" width="80" height="34" rx="10" fill="${p.accent}"/>
    <rect x="280" y="520" width="240" height="16" rx="8" fill="${p.dark}"/>`;
}

export function keyboard(p: Palette): string {
  let keys = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 13; col++) {
      keys += `<rect x="${154 + col * 38 + (row % 2) * 10}" y="${318 + row * 40}" width="30" height="30" rx="6"/>`;
    }
  }
  return `<rect x="130" y="290" width="540" height="240" rx="22" fill="${p.dark}"/>
    <rect x="136" y="294" width="528" height="226" rx="18" fill="${p.body}"/>
    <g fill="${lighten(p.body, 0.25)}" stroke="${p.dark}" stroke-width="1.5">${keys}
      <rect x="280" y="478" width="240" height="30" rx="6"/></g>
    <rect x="610" y="300" width="40" height="8" rx="4" fill="${p.accent}"/>`;
}

export function mouse(p: Palette): string {
  return `<path d="M400 180 C520 180 560 300 560 420 C560 560 490 630 400 630 C310 630 240 560 240 420
      C240 300 280 180 400 180 Z" fill="${p.body}"/>
    <path d="M400 180 C300 180 262 280 250 360 C300 330 500 330 550 360 C538 280 500 180 400 180 Z" fill="url(#sheen)"/>
    <line x1="400" y1="184" x2="400" y2="330" stroke="${p.dark}" stroke-width="4"/>
    <rect x="386" y="230" width="28" height="60" rx="14" fill="${p.ink}"/>
    <path d="M250 380 Q400 350 550 380" fill="none" stroke="${p.dark}" stroke-width="3" opacity="0.6"/>`;
}

export function powerbank(p: Palette): string {
  return `<path d="M400 600 C400 680 560 640 600 560" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
    <rect x="290" y="180" width="220" height="420" rx="40" fill="${p.body}"/>
    <rect x="290" y="180" width="70" height="420" rx="35" fill="url(#sheen)" opacity="0.8"/>
    <rect x="330" y="166" width="46" height="18" rx="4" fill="${p.ink}"/>
    <rect x="420" y="166" width="50" height="18" rx="6" fill="${p.ink}"/>
    <g fill="${p.accent}"><circle cx="364" cy="520" r="8"/><circle cx="390" cy="520" r="8"/>
    <circle cx="416" cy="520" r="8"/><circle cx="442" cy="520" r="8" opacity="0.3"/></g>`;
}

export function charger(p: Palette): string {
  return `<rect x="350" y="200" width="22" height="70" rx="4" fill="#b9bcc2"/>
    <rect x="428" y="200" width="22" height="70" rx="4" fill="#b9bcc2"/>
    <rect x="300" y="250" width="200" height="220" rx="34" fill="${p.body}"/>
    <rect x="300" y="250" width="200" height="80" rx="34" fill="url(#sheen)" opacity="0.8"/>
    <rect x="370" y="430" width="60" height="16" rx="8" fill="${p.ink}"/>
    <path d="M400 470 C400 600 260 560 250 640" fill="none" stroke="${p.body}" stroke-width="16" stroke-linecap="round"/>
    <path d="M400 470 C400 600 260 560 250 640" fill="none" stroke="${p.dark}" stroke-width="16" stroke-linecap="round" opacity="0.25"/>
    <rect x="226" y="630" width="48" height="70" rx="12" fill="${p.body}" stroke="${p.dark}" stroke-width="3"/>
    <rect x="238" y="690" width="24" height="22" rx="4" fill="#b9bcc2"/>`;
}

export function storage(p: Palette): string {
  return `<rect x="240" y="220" width="320" height="360" rx="44" fill="${p.dark}"/>
    <rect x="258" y="238" width="284" height="324" rx="32" fill="${p.body}"/>
    <rect x="258" y="238" width="284" height="120" rx="32" fill="url(#sheen)" opacity="0.7"/>
    <circle cx="296" cy="276" r="16" fill="${lighten(p.body, 0.8)}"/>
    <rect x="310" y="420" width="180" height="70" rx="14" fill="${p.accent}" opacity="0.9"/>
    <rect x="330" y="440" width="90" height="10" rx="5" fill="#fff" opacity="0.8"/>
    <rect x="330" y="460" width="60" height="10" rx="5" fill="#fff" opacity="0.5"/>
    <rect x="370" y="572" width="60" height="12" rx="4" fill="${p.ink}"/>`;
}

export function router(p: Palette): string {
  const antenna = (x: number, angle: number) =>
    `<rect x="${x - 13}" y="200" width="26" height="220" rx="13" fill="${p.body}" stroke="${p.dark}" stroke-width="2"
      transform="rotate(${angle} ${x} 420)"/>`;
  return `${antenna(230, -14)}${antenna(330, -4)}${antenna(470, 4)}${antenna(570, 14)}
    <path d="M150 430 Q150 400 190 400 H610 Q650 400 650 430 L670 520 Q672 540 650 540 H150 Q128 540 130 520 Z"
      fill="${p.body}"/>
    <path d="M150 430 Q150 400 190 400 H610 Q650 400 650 430 L654 448 H146 Z" fill="url(#sheen)"/>
    <path d="M130 520 Q128 540 150 540 H650 Q672 540 670 520 Z" fill="${p.dark}"/>
    <g fill="${p.accent}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${300 + i * 40}" cy="490" r="6"/>`).join('')}</g>`;
}

export function gpu(p: Palette): string {
  const fan = (cx: number) => {
    const blades = [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map(
        (i) =>
          `<path d="M${cx} 410 q30 -40 8 -86 q-26 30 -8 86" fill="#3d424b" transform="rotate(${i * 40} ${cx} 410)"/>`,
      )
      .join('');
    return `<circle cx="${cx}" cy="410" r="96" fill="${p.ink}"/>${blades}
      <circle cx="${cx}" cy="410" r="26" fill="${p.dark}"/><circle cx="${cx}" cy="410" r="10" fill="${p.accent}"/>`;
  };
  return `<rect x="120" y="520" width="300" height="26" fill="#d4a93c"/>
    <g fill="#b8901f">${Array.from({ length: 24 }, (_, i) => `<rect x="${126 + i * 12}" y="526" width="6" height="20"/>`).join('')}</g>
    <rect x="96" y="280" width="608" height="250" rx="22" fill="${p.body}"/>
    <rect x="96" y="280" width="608" height="40" rx="20" fill="url(#sheen)" opacity="0.5"/>
    <path d="M96 300 L140 280 M660 530 L704 500" stroke="${p.accent}" stroke-width="6"/>
    ${fan(260)}${fan(540)}
    <rect x="690" y="300" width="40" height="210" rx="6" fill="#9aa0a8"/>`;
}

export function cpu(p: Palette): string {
  let pins = '';
  for (let i = 0; i < 12; i++) {
    const o = 236 + i * 28;
    pins += `<rect x="${o}" y="196" width="12" height="24" rx="2"/><rect x="${o}" y="580" width="12" height="24" rx="2"/>
      <rect x="196" y="${o}" width="24" height="12" rx="2"/><rect x="580" y="${o}" width="24" height="12" rx="2"/>`;
  }
  return `<g fill="#d4a93c">${pins}</g>
    <rect x="210" y="210" width="380" height="380" rx="22" fill="#1f6b45"/>
    <rect x="250" y="250" width="300" height="300" rx="18" fill="${p.body}"/>
    <rect x="250" y="250" width="300" height="300" rx="18" fill="url(#sheen)"/>
    <path d="M262 262 L292 262 L262 292 Z" fill="#d4a93c"/>
    <rect x="300" y="380" width="200" height="16" rx="8" fill="${p.dark}" opacity="0.6"/>
    <rect x="300" y="410" width="130" height="12" rx="6" fill="${p.dark}" opacity="0.4"/>`;
}
