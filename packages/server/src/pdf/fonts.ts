import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** The faces the application PDF uses. */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
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

let files: Promise<[Uint8Array, Uint8Array]> | undefined;

/**
 * Embeds DejaVu Sans (regular and bold; TrueType from the dejavu-fonts-ttf package) as subsets:
 * real, selectable text in any Latin, Greek or Cyrillic name, with no system font needed.
 */
export async function embedFonts(pdf: PDFDocument): Promise<PdfFonts> {
  files ??= Promise.all([
    readFile(join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]);
  const [regular, bold] = await files;
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true, features: NO_FEATURES }),
    bold: await pdf.embedFont(bold, { subset: true, features: NO_FEATURES }),
  };
}
