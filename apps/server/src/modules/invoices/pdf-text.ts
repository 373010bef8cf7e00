import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

/**
 * For the invoice tests: the text a reader gets out of a PDF, through PDFium (Chrome's PDF
 * engine, as WebAssembly from npm, so no system tool). It reads embedded fonts through their
 * ToUnicode maps and honours /ActualText, as copy-paste from a viewer does; pdf.js ignores
 * ActualText, so shaped Devanagari would come back in glyph order there.
 */

let pdfium: Promise<WrappedPdfiumModule> | undefined;

function loadPdfium() {
  pdfium ??= (async () => {
    const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'));
    const module = await init({ wasmBinary });
    module.PDFiumExt_Init();
    return module;
  })();
  return pdfium;
}

export interface PdfText {
  /** Each page's lines, in reading order, page after page. */
  lines: string[];
  /** The fonts the characters were drawn in, by PostScript name (subset prefix dropped). */
  fonts: Set<string>;
}

const FONT_NAME_BYTES = 256;

export async function readPdfText(pdf: Uint8Array): Promise<PdfText> {
  const p = await loadPdfium();
  const { malloc, free } = p.pdfium.wasmExports;
  const data = malloc(pdf.length);
  // The Emscripten heap; its typings (@types/emscripten) are not a dependency.
  (p.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8.set(pdf, data);
  const doc = p.FPDF_LoadMemDocument(data, pdf.length, '');
  const nameBuffer = malloc(FONT_NAME_BYTES);
  const flags = malloc(4);
  try {
    if (!doc) throw new Error(`PDFium cannot open the PDF (error ${p.FPDF_GetLastError()})`);
    const result: PdfText = { lines: [], fonts: new Set() };
    for (let index = 0; index < p.FPDF_GetPageCount(doc); index++) {
      const page = p.FPDF_LoadPage(doc, index);
      const textPage = p.FPDFText_LoadPage(page);
      const count = p.FPDFText_CountChars(textPage);
      const text = malloc((count + 1) * 2);
      p.FPDFText_GetText(textPage, 0, count, text);
      result.lines.push(...p.pdfium.UTF16ToString(text).split(/\r?\n/));
      free(text);
      for (let char = 0; char < count; char++) {
        if (p.FPDFText_GetFontInfo(textPage, char, nameBuffer, FONT_NAME_BYTES, flags) > 0) {
          result.fonts.add(p.pdfium.UTF8ToString(nameBuffer).replace(/^[A-Z]{6}\+/, ''));
        }
      }
      p.FPDFText_ClosePage(textPage);
      p.FPDF_ClosePage(page);
    }
    return result;
  } finally {
    if (doc) p.FPDF_CloseDocument(doc);
    free(flags);
    free(nameBuffer);
    free(data);
  }
}
