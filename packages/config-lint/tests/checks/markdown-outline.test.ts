import { describe, expect, it } from 'vitest';
import {
  markdownHeadings,
  markdownHtml,
  markdownLinks,
} from '../../src/checks/markdown-outline.ts';

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

  it('reads a heading inside a quote or a list item, which the renderer shows as one', () => {
    expect(markdownHeadings('> ## Quoted\n\n- #### Listed')).toEqual([
      { level: 2, text: 'Quoted' },
      { level: 4, text: 'Listed' },
    ]);
  });

  it('gives a heading its text as written, markup included', () => {
    expect(markdownHeadings('## *Fees* and `aid`')).toEqual([
      { level: 2, text: '*Fees* and `aid`' },
    ]);
  });
});

describe('markdownLinks', () => {
  it('reads inline and reference links, not images or code', () => {
    expect(
      markdownLinks('[a](https://x.org "t") ![i](/i.png) `[c](/c)` [b][ref]\n\n[ref]: /r'),
    ).toEqual([
      { text: 'a', url: 'https://x.org' },
      { text: 'b', url: '/r' },
    ]);
  });

  it('reads a reference to no definition as text, as the renderer shows it', () => {
    expect(markdownLinks('[b][nowhere]')).toEqual([]);
  });
});

describe('markdownHtml', () => {
  it('reads tags and comments, not autolinks, code or comparisons', () => {
    expect(markdownHtml('Read <b>this</b> <!-- note --> <https://x.org> `<i>` 3 < 4 > 2')).toEqual([
      '<b>',
      '</b>',
      '<!-- note -->',
    ]);
  });
});
