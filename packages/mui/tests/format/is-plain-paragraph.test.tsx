import { render } from '@testing-library/react';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { isPlainParagraph } from '../../src/format/is-plain-paragraph.ts';

const PLAIN = [
  'Enter your name exactly as it appears on official documents.',
  'Who should we contact if there is an emergency?',
  'Two lines\nof one paragraph, with commas, (brackets) and 3.5 numbers.',
];
const MARKDOWN = [
  'Read the [policy](https://example.edu/policy).',
  'Some *emphasis* here.',
  'First paragraph.\n\nSecond paragraph.',
  '- a list item',
  '1. a numbered item',
  '# A heading',
  'Fish &amp; chips',
];

describe('isPlainParagraph', () => {
  it('tells plain paragraphs from real markdown', () => {
    for (const text of PLAIN) expect(isPlainParagraph(text), text).toBe(true);
    for (const text of MARKDOWN) expect(isPlainParagraph(text), text).toBe(false);
  });

  it('holds only for text react-markdown renders as one paragraph of the same text', () => {
    for (const text of PLAIN) {
      const real = render(<Markdown skipHtml>{text}</Markdown>).container.innerHTML;
      expect(real).toBe(`<p>${text.trim()}</p>`);
    }
  });
});
