import { describe, expect, it } from 'vitest';
import { markdownHeadings, markdownLinks } from '../../src/checks/markdown-outline.ts';

describe('markdownHeadings', () => {
  it('reads # headings and underlined ones, not thematic breaks, lists or code', () => {
    expect(
      markdownHeadings(
        '# One #\n\nTwo\n---\n\n---\n\n- item\n---\n\n~~~\n## code\n~~~\n###### Six',
      ),
    ).toEqual([
      { level: 1, text: 'One' },
      { level: 2, text: 'Two' },
      { level: 6, text: 'Six' },
    ]);
  });

  it('does not read #hashtag as a heading', () => {
    expect(markdownHeadings('#hashtag')).toEqual([]);
  });
});

describe('markdownLinks', () => {
  it('reads inline and reference links, not images or code', () => {
    expect(markdownLinks('[a](https://x.org "t") ![i](/i.png) `[c](/c)` [b][ref]')).toEqual([
      { text: 'a', url: 'https://x.org' },
      { text: 'b', url: 'ref' },
    ]);
  });
});
