import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { create as createFace, type Font } from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { FontMetrics } from './wrap-text.ts';

/** The faces the application PDF uses, embedded with pdf-lib (page numbers, test fixtures). */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A face registered with a PDFKit document: its name there, and how wide it sets a text. */
export interface KitFont extends FontMetrics {
  name: string;
}

/** The faces of the answer pages, written with PDFKit. */
export interface KitFonts {
  regular: KitFont;
  bold: KitFont;
}

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * OpenType shaping features turned off: Latin, Greek and Cyrillic text needs none of them once it
 * is NFC-normalised, and shaping every line through the GSUB/GPOS lookups was most of the time
 * spent making a PDF.
 */
const NO_FEATURES = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'rlig',
    'mark',
    'mkmk',
    'calt',
    'clig',
    'liga',
    'rclt',
    'curs',
    'kern',
    'rvrn',
    'dlig',
  ].map((feature) => [feature, false]),
);

let files: Promise<[Buffer, Buffer]> | undefined;

const fontFiles = () =>
  (files ??= Promise.all([
    readFile(join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]));

/**
 * Embeds DejaVu Sans (regular and bold; TrueType from the dejavu-fonts-ttf package) as subsets:
 * real, selectable text in any Latin, Greek or Cyrillic name, with no system font needed.
 */
export async function embedFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const [regular, bold] = await fontFiles();
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true, features: NO_FEATURES }),
    bold: await pdf.embedFont(bold, { subset: true, features: NO_FEATURES }),
  };
}

/** Embeds only DejaVu Sans regular with pdf-lib, as a subset (for the page numbers). */
export async function embedRegularFont(pdf: PDFDocument): Promise<PDFFont> {
  const [regular] = await fontFiles();
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(regular, { subset: true, features: NO_FEATURES });
}

/**
 * A face without its OpenType layout tables, so that laying text out skips shaping (as
 * NO_FEATURES does for pdf-lib): glyphs keep their advance widths, marks are placed by their
 * Unicode properties. Everything else is read from the face itself.
 */
const unshaped = (face: Font): Font =>
  Object.create(face, {
    GSUB: { value: undefined },
    GPOS: { value: undefined },
    morx: { value: undefined },
  }) as Font;

let faces: Promise<[Font, Font]> | undefined;

/** The faces, parsed once for every document. */
const parsedFaces = () =>
  (faces ??= fontFiles().then(([regular, bold]) => [
    unshaped(createFace(regular) as Font),
    unshaped(createFace(bold) as Font),
  ]));

/**
 * Registers DejaVu Sans (regular and bold) with a PDFKit document, which embeds the glyphs it
 * draws as subsets. Widths are measured the way PDFKit sets the text, so wrapped lines fit their
 * column exactly.
 */
export async function registerFonts(doc: PDFKit.PDFDocument): Promise<KitFonts> {
  const [regular, bold] = await parsedFaces();
  const face = (name: string, parsed: Font): KitFont => {
    // PDFKit takes a parsed face as it takes a file (its types only say the latter).
    doc.registerFont(name, parsed as unknown as Buffer);
    return {
      name,
      widthOfTextAtSize: (text, size) => doc.font(name, size).widthOfString(text),
    };
  };
  return { regular: face('DejaVuSans', regular), bold: face('DejaVuSans-Bold', bold) };
}
