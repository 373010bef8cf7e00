/**
 * Letters drawn as stroke paths (each 0–60 wide, 0–100 tall), so pictures carry brand and model
 * names without depending on the fonts of the machine that renders them: same bytes everywhere.
 */
const O = 'M30 0 Q0 0 0 50 Q0 100 30 100 Q60 100 60 50 Q60 0 30 0 Z';
const LETTERS: Record<string, string> = {
  A: 'M0 100 L30 0 L60 100 M12 62 H48',
  B: 'M0 0 V100 H36 Q60 100 60 74 Q60 50 34 50 H0 M0 50 H30 Q54 50 54 25 Q54 0 30 0 H0',
  C: 'M60 16 Q50 0 32 0 Q0 0 0 50 Q0 100 32 100 Q50 100 60 84',
  D: 'M0 0 V100 H24 Q60 100 60 50 Q60 0 24 0 Z',
  E: 'M60 0 H0 V100 H60 M0 50 H44',
  F: 'M60 0 H0 V100 M0 50 H44',
  G: 'M60 16 Q50 0 32 0 Q0 0 0 50 Q0 100 32 100 Q60 100 60 62 H34',
  H: 'M0 0 V100 M60 0 V100 M0 50 H60',
  I: 'M30 0 V100 M12 0 H48 M12 100 H48',
  J: 'M60 0 V70 Q60 100 30 100 Q0 100 0 74',
  K: 'M0 0 V100 M58 0 L4 58 M22 40 L60 100',
  L: 'M0 0 V100 H58',
  M: 'M0 100 V0 L30 62 L60 0 V100',
  N: 'M0 100 V0 L60 100 V0',
  O,
  P: 'M0 100 V0 H34 Q60 0 60 27 Q60 54 34 54 H0',
  Q: `${O} M38 72 L62 104`,
  R: 'M0 100 V0 H34 Q60 0 60 27 Q60 54 34 54 H0 M30 54 L60 100',
  S: 'M58 16 Q50 0 30 0 Q2 0 2 26 Q2 46 30 50 Q58 54 58 76 Q58 100 30 100 Q8 100 0 84',
  T: 'M0 0 H60 M30 0 V100',
  U: 'M0 0 V70 Q0 100 30 100 Q60 100 60 70 V0',
  V: 'M0 0 L30 100 L60 0',
  W: 'M0 0 L14 100 L30 40 L46 100 L60 0',
  X: 'M0 0 L60 100 M60 0 L0 100',
  Y: 'M0 0 L30 50 L60 0 M30 50 V100',
  Z: 'M0 0 H60 L0 100 H60',
  '0': 'M30 0 Q4 0 4 50 Q4 100 30 100 Q56 100 56 50 Q56 0 30 0 Z',
  '1': 'M12 20 L34 0 V100 M12 100 H56',
  '2': 'M4 22 Q8 0 30 0 Q58 0 58 28 Q58 50 0 100 H60',
  '3': 'M4 12 Q14 0 30 0 Q56 0 56 25 Q56 50 26 50 Q58 50 58 76 Q58 100 30 100 Q10 100 2 86',
  '4': 'M44 100 V0 L0 70 H60',
  '5': 'M56 0 H8 L4 46 Q16 38 30 38 Q60 38 60 70 Q60 100 30 100 Q10 100 2 88',
  '6': 'M54 8 Q44 0 32 0 Q2 0 2 56 Q2 100 32 100 Q60 100 60 70 Q60 42 32 42 Q10 42 2 60',
  '7': 'M0 0 H60 L20 100',
  '8': 'M30 50 Q4 50 4 25 Q4 0 30 0 Q56 0 56 25 Q56 50 30 50 Q0 50 0 76 Q0 100 30 100 Q60 100 60 76 Q60 50 30 50 Z',
  '9': 'M58 40 Q50 58 28 58 Q0 58 0 29 Q0 0 30 0 Q60 0 60 44 Q60 100 28 100 Q12 100 4 92',
  '+': 'M30 20 V80 M0 50 H60',
  '-': 'M12 50 H48',
};

const GAP = 30;
const SPACE = 50;

/** How wide `text` is, in glyph units (height 100). */
function textUnits(text: string): number {
  let units = 0;
  for (const c of text) units += c === ' ' ? SPACE : LETTERS[c] ? 60 + GAP : 0;
  return Math.max(0, units - GAP);
}

/** Letters we can draw; anything else (punctuation, accents) is dropped. */
export const drawable = (text: string) =>
  [...text.toUpperCase()]
    .filter((c) => c === ' ' || LETTERS[c])
    .join('')
    .trim();

/**
 * `text` in capitals, `height` px tall, centred on (cx, cy); squeezed to `maxWidth` when given.
 * `weight` is the stroke in glyph units.
 */
export function wordmark(
  text: string,
  cx: number,
  cy: number,
  height: number,
  color: string,
  options: { maxWidth?: number; weight?: number; opacity?: number } = {},
): string {
  const letters = drawable(text);
  if (!letters) return '';
  const units = textUnits(letters);
  const scale = height / 100;
  const squeeze = options.maxWidth ? Math.min(1, options.maxWidth / (units * scale)) : 1;
  let x = 0;
  let d = '';
  for (const c of letters) {
    if (c === ' ') x += SPACE;
    else {
      // Each glyph's path, moved along the line: relative coordinates keep it one <path>.
      d += `<path transform="translate(${x} 0)" d="${LETTERS[c]}"/>`;
      x += 60 + GAP;
    }
  }
  const x0 = cx - (units * scale * squeeze) / 2;
  return `<g transform="translate(${r2(x0)} ${r2(cy - height / 2)}) scale(${r2(scale * squeeze)} ${r2(scale)})"
    fill="none" stroke="${color}" stroke-width="${options.weight ?? 12}" stroke-linecap="round"
    stroke-linejoin="round" opacity="${options.opacity ?? 1}">${d}</g>`;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Up to three letters centred on (400, 400), drawn as strokes (shop logos). */
export function monogram(text: string, color: string, height = 200): string {
  const letters = drawable(text).replace(/ /g, '').slice(0, 3);
  return wordmark(letters, 400, 400, height, color, { weight: 14 });
}
