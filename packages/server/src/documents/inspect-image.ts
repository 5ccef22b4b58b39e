import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';

/**
 * The most pixels an image may have. pdf-lib decodes a PNG whole (about 10 bytes a pixel at its
 * peak), and a 1 MB PNG of one colour can declare a billion pixels; 25 million is a US Letter page
 * scanned at 500 dpi or a 24-megapixel photo, and keeps one decoding near 300 MB.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Width and height of an image, from its header. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The PNG's IHDR (always the first chunk, right after the signature). */
function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  return type === 'IHDR' ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The JPEG's frame header (SOFn), read by walking the segments before the image data. */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that stand alone (no length).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: not an image we can place.
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (isStartOfFrame(marker))
      return at + 9 <= bytes.length
        ? { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
        : undefined;
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/**
 * Reads an image's size from its header, before anything decodes it, and refuses an image with
 * no readable size, an empty one, or one of more than MAX_IMAGE_PIXELS (a decompression bomb).
 */
export function inspectImage(type: 'png' | 'jpeg', bytes: Uint8Array): ImageSize {
  const size = type === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0)
    throw new DocumentError('invalid_file', DOCUMENT_MESSAGES.damagedImage);
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new DocumentError('invalid_file', DOCUMENT_MESSAGES.imageTooLarge);
  return size;
}
