import PDFDocument from 'pdfkit';

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** PDFKit's private step that draws one laid-out line of text as one `BT … ET` text object. */
interface LineDrawing {
  _fragment(text: string, x: number, y: number, options: object): void;
}

const Base = PDFDocument as unknown as new (
  options?: PDFKit.PDFDocumentOptions,
) => PDFKit.PDFDocument & LineDrawing;
if (typeof (Base.prototype as Partial<LineDrawing>)._fragment !== 'function') {
  throw new Error('pdfkit no longer draws text through _fragment: Devanagari would lose its /ActualText');
}

/** A PDF text string: UTF-16BE with its byte order mark, in hex. */
function textString(text: string) {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

/**
 * A PDFKit document whose every line of text with Devanagari carries that line, as written,
 * in /ActualText. Shaping draws Devanagari in visual order and partly as merged glyphs (the
 * i-matra before its consonant, the reph after its cluster, conjuncts as one glyph), so a
 * reader mapping glyphs back to characters gives "शमार्" for "शर्मा"; extractors and
 * copy-paste take ActualText instead. Each wrapped line gets its own mark, inside its text
 * object: Poppler places ActualText by the transformation in force where the mark ends, and
 * PDFKit restores its flipped page coordinates right after `ET`, so a mark closed outside
 * would be read as lying mirrored down the page.
 */
export class DevanagariDocument extends Base {
  private line: string | undefined;

  override _fragment(text: string, x: number, y: number, options: object) {
    this.line = DEVANAGARI.test(text) ? text : undefined;
    try {
      super._fragment(text, x, y, options);
    } finally {
      this.line = undefined;
    }
  }

  override addContent(data: unknown) {
    if (this.line !== undefined && data === 'ET') super.addContent('EMC');
    super.addContent(data);
    if (this.line !== undefined && data === 'BT') {
      super.addContent(`/Span <</ActualText ${textString(this.line)}>> BDC`);
    }
    return this;
  }
}
