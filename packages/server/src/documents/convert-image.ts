import {
  PDFDocument,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFImage,
} from 'pdf-lib';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import { jpegOrientation, orient, swapsSides, type ExifOrientation } from './exif-orientation.ts';
import { inspectImage } from './inspect-image.ts';

/** US Letter in points. */
export const LETTER = { width: 612, height: 792 } as const;
/** White space kept around an image on its page. */
const MARGIN = 36;

/**
 * One US Letter page holding the image fitted inside the margins, centred: landscape images get a
 * landscape page, and a JPEG's EXIF orientation is applied so a phone photo stands upright. The
 * server writes this page itself, so it holds nothing but the image: pdf-lib decodes a PNG (its
 * size checked from the header first, so a decompression bomb is refused before decoding) and
 * copies a JPEG's data as it is, reading only its header.
 */
export async function convertImage(type: 'png' | 'jpeg', bytes: Uint8Array): Promise<Uint8Array> {
  inspectImage(type, bytes);
  const pdf = await PDFDocument.create();
  let image: PDFImage;
  try {
    image = type === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    throw new DocumentError('invalid_file', DOCUMENT_MESSAGES.damagedImage);
  }
  const orientation: ExifOrientation = type === 'jpeg' ? jpegOrientation(bytes) : 1;
  const [shownWidth, shownHeight] = swapsSides(orientation)
    ? [image.height, image.width]
    : [image.width, image.height];
  const landscape = shownWidth > shownHeight;
  const [pageWidth, pageHeight] = landscape
    ? [LETTER.height, LETTER.width]
    : [LETTER.width, LETTER.height];
  const scale = Math.min(
    (pageWidth - 2 * MARGIN) / shownWidth,
    (pageHeight - 2 * MARGIN) / shownHeight,
  );
  const width = shownWidth * scale;
  const height = shownHeight * scale;
  const x = (pageWidth - width) / 2;
  const y = (pageHeight - height) / 2;
  const page = pdf.addPage([pageWidth, pageHeight]);
  // An image XObject fills the unit square; this matrix maps it onto the box, turned upright.
  const at = (u: number, v: number): [number, number] => {
    const [across, down] = orient(orientation, u, 1 - v);
    return [x + width * across, y + height * (1 - down)];
  };
  const [e, f] = at(0, 0);
  const [ux, uy] = at(1, 0);
  const [vx, vy] = at(0, 1);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(ux - e, uy - f, vx - e, vy - f, e, f),
    drawObject(name),
    popGraphicsState(),
  );
  return pdf.save();
}
