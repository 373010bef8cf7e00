import { createRequire } from 'node:module';
import { openSync } from 'fontkit';

/**
 * Noto Sans Devanagari (SIL OFL 1.1), the whole Google Fonts TTFs as an npm package: one face
 * with Latin and Devanagari, so "आरती शर्मा" and "Rs. 1,49,999" share a text run. PDFKit's
 * built-in Helvetica has no Devanagari. Opened once when the server starts (a missing package
 * stops it there), never fetched at run time; PDFKit embeds only the glyphs an invoice uses.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

const resolve = createRequire(import.meta.url).resolve;
/**
 * Parsed once and shared by every invoice: a font's first shaping builds its tables, about
 * 50 ms that each document would otherwise pay again. Each document still takes its own subset.
 */
const fonts = Object.entries(FONT_FILES).map(([name, file]) => {
  const font = openSync(resolve(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return [name, font] as const;
});

/** Registers the invoice fonts on `doc` under their names (`doc.font('bold')`). */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument) {
  // PDFKit also takes a parsed fontkit font (its PDFFontFactory.open); its typings omit that.
  for (const [name, font] of fonts) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
}
