import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src/http/safe-file-name.ts';

describe('a download file name', () => {
  it('keeps letters, digits, dots, dashes and underscores; accents go, other runs are one dash', () => {
    expect(safeFileName('Example State Application Zoë Núñez', 'pdf')).toBe(
      'Example-State-Application-Zoe-Nunez.pdf',
    );
    expect(safeFileName('proof_doc "scan/1"', 'pdf')).toBe('proof_doc-scan-1.pdf');
  });

  it('ends in the extension exactly once, whether or not the text already did', () => {
    expect(safeFileName('statement', 'pdf')).toBe('statement.pdf');
    expect(safeFileName('statement.pdf', 'pdf')).toBe('statement.pdf');
    expect(safeFileName('statement.PDF', 'pdf')).toBe('statement.pdf');
    expect(safeFileName('sis-import', 'csv')).toBe('sis-import.csv');
  });

  it('keeps at most 100 characters before the extension, and a name for nothing left', () => {
    expect(safeFileName('a'.repeat(150), 'pdf')).toBe(`${'a'.repeat(100)}.pdf`);
    expect(safeFileName('«»', 'pdf')).toBe('download.pdf');
  });
});
