/** EXIF orientation 1..8 (1 = as stored); phone photos are often stored sideways with 6 or 8. */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation of a JPEG (APP1 "Exif" segment, IFD0), 1 when it has none. */
export function jpegOrientation(bytes: Uint8Array): ExifOrientation {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    // Start of scan: no more metadata segments follow.
    if (marker === 0xda) break;
    if (marker === 0xe1 && at + 10 <= bytes.length && view.getUint32(at + 4) === 0x45786966) {
      return tiffOrientation(view, at + 10, Math.min(at + 2 + length, bytes.length));
    }
    at += 2 + length;
  }
  return 1;
}

function tiffOrientation(view: DataView, start: number, end: number): ExifOrientation {
  if (start + 8 > end) return 1;
  const little = view.getUint16(start) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const ifd = start + view.getUint32(start + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? (value as ExifOrientation) : 1;
    }
  }
  return 1;
}

/** Whether an orientation swaps width and height when the image is shown upright. */
export const swapsSides = (orientation: ExifOrientation): boolean => orientation >= 5;

/**
 * Where a stored pixel lands when shown upright: from (u, t), fractions across and down the
 * stored image, to fractions across and down the displayed one.
 */
export function orient(orientation: ExifOrientation, u: number, t: number): [number, number] {
  switch (orientation) {
    case 1:
      return [u, t];
    case 2:
      return [1 - u, t];
    case 3:
      return [1 - u, 1 - t];
    case 4:
      return [u, 1 - t];
    case 5:
      return [t, u];
    case 6:
      return [1 - t, u];
    case 7:
      return [1 - t, 1 - u];
    case 8:
      return [t, 1 - u];
  }
}
