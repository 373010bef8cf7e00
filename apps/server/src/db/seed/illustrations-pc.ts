import { darken, type Look, lerp, lighten, luminance } from './svg-kit.ts';
import { wordmark } from './svg-letters.ts';

/** Storage, PC parts and networking gear; model names printed where the real ones are. */

const markColor = (hex: string) => (luminance(hex) < 0.45 ? lighten(hex, 0.6) : darken(hex, 0.5));

/** Portable SSD: a small rounded slab with a carabiner loop at the corner. */
export function portableSsd(look: Look): string {
  const { p } = look;
  return `<g transform="rotate(-8 400 400)">
    <rect x="270" y="220" width="260" height="360" rx="40" fill="${p.body}"/>
    <rect x="270" y="220" width="260" height="120" rx="40" fill="url(#sheen)" opacity="0.6"/>
    <circle cx="312" cy="262" r="24" fill="${lighten(p.body, 0.75)}"/><circle cx="312" cy="262" r="12" fill="${p.dark}"/>
    <rect x="300" y="400" width="200" height="90" rx="14" fill="#e8590c"/>
    ${wordmark(look.brand, 400, 445, 18, '#ffffff', { maxWidth: 170, weight: 14 })}
    ${wordmark(look.model.split(' ').slice(-2).join(' '), 400, 530, 14, markColor(p.body), { maxWidth: 180, weight: 14 })}</g>`;
}

/** Portable HDD: a wider box with a ribbed top and a USB port. */
export function portableHdd(look: Look): string {
  const { p } = look;
  const ribs = Array.from(
    { length: 10 },
    (_, i) => `<rect x="250" y="${250 + i * 12}" width="300" height="5" rx="2"/>`,
  ).join('');
  return `<rect x="230" y="220" width="340" height="380" rx="26" fill="${p.body}"/>
    <g fill="${darken(p.body, 0.2)}">${ribs}</g>
    <rect x="370" y="590" width="60" height="12" rx="4" fill="${p.ink}"/>
    <circle cx="530" cy="570" r="6" fill="${p.accent}"/>
    ${wordmark(look.brand, 400, 460, 26, markColor(p.body), { maxWidth: 260, weight: 12 })}
    ${wordmark(look.model.split(' ').slice(1, 3).join(' '), 400, 510, 14, markColor(p.body), { maxWidth: 240, weight: 14 })}`;
}

/** M.2 NVMe SSD: a long green stick, chips, gold contacts and a label. */
export function nvmeSsd(look: Look): string {
  const { p, v } = look;
  const chips = 1 + Math.floor(v(1) * 3);
  return `<g transform="rotate(-18 400 400)">
    <rect x="130" y="330" width="540" height="140" rx="8" fill="#1e6b3c"/>
    <g fill="#d4a93c">${Array.from({ length: 16 }, (_, i) => `<rect x="132" y="${338 + i * 8}" width="22" height="5"/>`).join('')}</g>
    <path d="M660 385 a15 15 0 0 1 0 30" fill="#f5f5f5"/>
    <rect x="180" y="345" width="440" height="110" rx="6" fill="${p.body}"/>
    ${Array.from({ length: chips }, (_, i) => `<rect x="${200 + i * 90}" y="365" width="70" height="70" rx="4" fill="#111"/>`).join('')}
    ${wordmark(look.brand, 500, 380, 16, markColor(p.body), { maxWidth: 200, weight: 14 })}
    ${wordmark(look.model.split(' ').slice(0, 3).join(' '), 500, 420, 13, markColor(p.body), { maxWidth: 200, weight: 14 })}</g>`;
}

/** Desktop RAM: a DIMM with a heat spreader and gold contacts along the bottom edge. */
export function ramStick(look: Look): string {
  const { p, v } = look;
  const spreader = v(1) < 0.5 ? p.body : '#2a2c30';
  return `<g transform="rotate(-10 400 400)">
    <rect x="110" y="300" width="580" height="200" rx="6" fill="#1e6b3c"/>
    <g fill="#d4a93c">${Array.from({ length: 44 }, (_, i) => `<rect x="${124 + i * 12.5 + (i > 20 ? 8 : 0)}" y="470" width="8" height="26"/>`).join('')}</g>
    <rect x="380" y="488" width="12" height="16" fill="#f5f5f5"/>
    <path d="M104 270 H696 V460 H104 Z" fill="${spreader}"/>
    <path d="M104 270 H696 V300 L660 320 H140 L104 300 Z" fill="${lighten(spreader, 0.15)}"/>
    <path d="M160 420 L260 340 H540 L640 420" fill="none" stroke="${p.accent2}" stroke-width="8"/>
    ${wordmark(look.brand, 400, 380, 26, markColor(spreader), { maxWidth: 360, weight: 12 })}
    ${wordmark(look.model.split(' ').slice(-3).join(' '), 400, 428, 16, markColor(spreader), { maxWidth: 300, weight: 14 })}</g>`;
}

/** USB-C hub: an aluminium bar with its ports, a short cable to a USB-C plug. */
export function usbHub(look: Look): string {
  const { p } = look;
  const port = (x: number, w: number, h: number) =>
    `<rect x="${x}" y="${410 - h / 2}" width="${w}" height="${h}" rx="3" fill="${p.ink}"/>`;
  return `<path d="M190 410 C120 410 120 560 210 560" fill="none" stroke="#3b3f46" stroke-width="14"/>
    <rect x="190" y="540" width="60" height="40" rx="10" fill="#3b3f46"/><rect x="244" y="550" width="24" height="20" rx="4" fill="#b9bcc2"/>
    <rect x="190" y="340" width="440" height="140" rx="40" fill="${p.body}"/>
    <rect x="190" y="340" width="440" height="50" rx="25" fill="url(#sheen)" opacity="0.6"/>
    ${port(240, 50, 18)}${port(310, 40, 14)}${port(366, 40, 14)}${port(422, 40, 14)}${port(482, 34, 8)}${port(530, 26, 8)}${port(570, 24, 10)}
    ${wordmark(look.brand, 410, 450, 12, markColor(p.body), { weight: 14 })}`;
}

function fan(cx: number, cy: number, r: number, hub: string): string {
  const blades = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${cx} ${cy} q${r * 0.31} ${-r * 0.42} ${r * 0.08} ${-r * 0.9} q${-r * 0.27} ${r * 0.31} ${-r * 0.08} ${r * 0.9}" fill="#3d424b" transform="rotate(${i * 40} ${cx} ${cy})"/>`,
  ).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#16181d"/>${blades}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.27}" fill="#2a2d33"/><circle cx="${cx}" cy="${cy}" r="${r * 0.1}" fill="${hub}"/>`;
}

/** Graphics card: shroud in the brand's colours, two fans, model on the backplate edge. */
export function gpu(look: Look): string {
  const { p, v } = look;
  const shroud = [p.body, '#e9ecef', '#2b2f36', '#3a2f4d'][Math.floor(v(1) * 4)] ?? p.body;
  const stripe = ['#e03131', '#74c0fc', '#ff922b', '#69db7c'][Math.floor(v(2) * 4)] ?? p.accent;
  const r = lerp(88, 100, v(3));
  return `<rect x="120" y="520" width="300" height="26" fill="#d4a93c"/>
    <g fill="#b8901f">${Array.from({ length: 24 }, (_, i) => `<rect x="${126 + i * 12}" y="526" width="6" height="20"/>`).join('')}</g>
    <rect x="96" y="270" width="608" height="260" rx="22" fill="${shroud}"/>
    <rect x="96" y="270" width="608" height="40" rx="20" fill="url(#sheen)" opacity="0.5"/>
    <path d="M96 300 L150 270 M650 530 L704 490" stroke="${stripe}" stroke-width="8"/>
    ${fan(270, 400, r, stripe)}${fan(530, 400, r, stripe)}
    <rect x="690" y="290" width="40" height="220" rx="6" fill="#9aa0a8"/>
    ${wordmark(
      look.model
        .replace(/^.*?(RTX|RX)/, '$1')
        .split(' ')
        .slice(0, 3)
        .join(' '),
      400,
      290,
      14,
      markColor(shroud),
      { maxWidth: 300, weight: 14 },
    )}
    ${wordmark(look.brand, 170, 508, 12, markColor(shroud), { maxWidth: 110, weight: 14 })}`;
}

/** Processor: the heat spreader printed with brand and model, pins around. */
export function cpu(look: Look): string {
  const { p } = look;
  const amd = /AMD|RYZEN/i.test(`${look.brand} ${look.model}`);
  let pins = '';
  for (let i = 0; i < 12; i++) {
    const o = 236 + i * 28;
    pins += `<rect x="${o}" y="196" width="12" height="24" rx="2"/><rect x="${o}" y="580" width="12" height="24" rx="2"/>
      <rect x="196" y="${o}" width="24" height="12" rx="2"/><rect x="580" y="${o}" width="24" height="12" rx="2"/>`;
  }
  const plate = amd
    ? `<path d="M250 250 H550 V550 H250 Z" fill="${p.body}"/>`
    : `<rect x="250" y="250" width="300" height="300" rx="18" fill="${p.body}"/>`;
  return `<g fill="#d4a93c">${pins}</g>
    <rect x="210" y="210" width="380" height="380" rx="${amd ? 6 : 22}" fill="${amd ? '#1f4f6b' : '#1f6b45'}"/>
    ${plate}<rect x="250" y="250" width="300" height="300" rx="18" fill="url(#sheen)"/>
    <path d="M262 262 L292 262 L262 292 Z" fill="#d4a93c"/>
    ${wordmark(amd ? 'AMD' : 'INTEL', 400, 330, 34, amd ? '#1d1f23' : '#1c5fb0', { weight: 12 })}
    ${wordmark(look.model.replace(/ PROCESSOR$/, ''), 400, 420, 20, darken(p.body, 0.55), { maxWidth: 250, weight: 14 })}`;
}

/** Router: a flat body with its antennas (count and tilt per product) and a row of LEDs. */
export function router(look: Look): string {
  const { p, v } = look;
  const count = v(1) < 0.5 ? 4 : v(1) < 0.8 ? 3 : 6;
  const antennas = Array.from({ length: count }, (_, i) => {
    const x = 190 + (420 * (i + 0.5)) / count;
    const angle = lerp(-18, 18, (i + 0.5) / count) * lerp(0.3, 1, v(2));
    return `<rect x="${x - 13}" y="${lerp(180, 230, v(3))}" width="26" height="240" rx="13" fill="${p.body}" stroke="${p.dark}" stroke-width="2"
      transform="rotate(${Math.round(angle)} ${x} 420)"/>`;
  }).join('');
  return `${antennas}
    <path d="M150 430 Q150 400 190 400 H610 Q650 400 650 430 L670 520 Q672 540 650 540 H150 Q128 540 130 520 Z" fill="${p.body}"/>
    <path d="M150 430 Q150 400 190 400 H610 Q650 400 650 430 L654 448 H146 Z" fill="url(#sheen)"/>
    <path d="M130 520 Q128 540 150 540 H650 Q672 540 670 520 Z" fill="${p.dark}"/>
    <g fill="${p.accent}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${420 + i * 30}" cy="490" r="6"/>`).join('')}</g>
    ${wordmark(look.brand, 280, 490, 16, markColor(p.body), { maxWidth: 180, weight: 14 })}`;
}

/** Mesh Wi-Fi: two or three round towers, no antennas. */
export function meshWifi(look: Look): string {
  const { p } = look;
  const units = /3-PACK/i.test(look.model) ? 3 : 2;
  const unit = (cx: number, s: number) =>
    `<g transform="translate(${cx} 560) scale(${s})">
      <rect x="-80" y="-260" width="160" height="260" rx="40" fill="${p.body}"/>
      <ellipse cx="0" cy="-260" rx="80" ry="20" fill="${lighten(p.body, 0.2)}"/>
      <rect x="-80" y="-240" width="40" height="240" rx="20" fill="url(#sheen)" opacity="0.7"/>
      <circle cx="0" cy="-60" r="6" fill="${p.accent}"/>
      ${wordmark(look.brand, 0, -140, 12, markColor(p.body), { maxWidth: 110, weight: 14 })}</g>`;
  return units === 3
    ? `${unit(230, 0.85)}${unit(570, 0.85)}${unit(400, 1)}`
    : `${unit(300, 1)}${unit(510, 0.9)}`;
}

/** Desktop network switch: a metal box with a row of Ethernet ports and link lights. */
export function networkSwitch(look: Look): string {
  const { p } = look;
  const ports = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${206 + i * 50}" y="410" width="38" height="34" rx="3" fill="#16181d"/>
      <rect x="${214 + i * 50}" y="444" width="22" height="8" fill="#16181d"/>
      <circle cx="${225 + i * 50}" cy="395" r="4" fill="${i % 3 ? '#51cf66' : '#fcc419'}"/>`,
  ).join('');
  return `<path d="M170 340 L230 290 H650 L630 340 Z" fill="${lighten(p.body, 0.15)}"/>
    <rect x="170" y="340" width="460" height="140" rx="10" fill="${p.body}"/>
    <path d="M630 340 L650 290 V430 L630 480 Z" fill="${p.dark}"/>${ports}
    ${wordmark(look.brand, 260, 365, 12, markColor(p.body), { maxWidth: 120, weight: 14 })}`;
}

/** Ceiling access point: a white disc with a glowing ring. */
export function accessPoint(look: Look): string {
  return `<ellipse cx="400" cy="440" rx="240" ry="90" fill="#dfe2e6"/>
    <ellipse cx="400" cy="420" rx="240" ry="90" fill="#f7f8fa"/>
    <ellipse cx="400" cy="420" rx="240" ry="90" fill="url(#sheen)"/>
    <ellipse cx="400" cy="420" rx="60" ry="22" fill="none" stroke="#4dabf7" stroke-width="8"/>
    ${wordmark(look.brand, 400, 470, 10, '#adb5bd', { weight: 14 })}`;
}
