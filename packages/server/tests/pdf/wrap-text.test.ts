import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts } from '../../src/pdf/fonts.ts';
import { wrapText } from '../../src/pdf/wrap-text.ts';

describe('wrapText', () => {
  it('wraps at spaces, breaks words longer than a line, and keeps line breaks', async () => {
    const fonts = await embedFonts(await PDFDocument.create());
    const lines = wrapText(`short words here\n${'x'.repeat(200)}\n\ttab`, fonts.regular, 10, 100);
    expect(lines[0]).toBe('short words here');
    expect(lines.slice(1, -1).join('')).toBe('x'.repeat(200));
    expect(lines.at(-1)).toBe('tab');
    expect(wrapText('Zoe\u0308', fonts.regular, 10, 100)).toEqual(['Zoë']);
    for (const line of lines)
      expect(fonts.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });
});
