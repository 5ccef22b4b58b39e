import { describe, expect, it } from 'vitest';
import { printLabelOf } from '../../src/print-text/print-label.ts';
import type { PrintPage } from '../../src/print-text/print-types.ts';

const print: PrintPage[] = [
  {
    pageId: 'about',
    title: 'About You',
    step: 1,
    heading: 'Step 1: About You',
    sections: [
      {
        id: 'names',
        title: 'Names',
        items: [
          { kind: 'heading', key: 'transcript', label: 'Heading, not a question', level: 1 },
          { kind: 'text', key: 'first_name', label: 'First Name', display: 'Ada' },
          { kind: 'file', key: 'transcript', label: 'Transcript', display: 'x.pdf' },
        ],
      },
    ],
  },
];

describe('printLabelOf', () => {
  it('names a question by its printed label, skipping headings with the same key', () => {
    expect(printLabelOf(print, 'first_name')).toBe('First Name');
    expect(printLabelOf(print, 'transcript')).toBe('Transcript');
  });
  it('answers undefined for a question not printed', () => {
    expect(printLabelOf(print, 'last_name')).toBeUndefined();
    expect(printLabelOf([], 'first_name')).toBeUndefined();
  });
});
