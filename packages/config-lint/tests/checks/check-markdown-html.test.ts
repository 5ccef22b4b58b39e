import { describe, expect, it } from 'vitest';
import { checkMarkdownHtml } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const messages = (markdown: string) =>
  runCheck(checkMarkdownHtml, declaredConfig([{ type: 'markdown', id: 'm', markdown }])).map(
    (p) => `${p.severity} ${p.pointer}: ${p.message}`,
  );

describe('checkMarkdownHtml', () => {
  it('accepts markdown, autolinks and comparisons', () => {
    expect(messages('**Bold**, [a link](https://x.org), <https://x.org>, 3 < 4 > 2')).toEqual([]);
  });

  it('warns about an HTML tag, which is not rendered', () => {
    expect(messages('Read <b>this</b>.')).toEqual([
      'warning /pages/0/sections/0/children/0/markdown: markdown text has raw HTML (<b>), which is not rendered: write markdown instead',
    ]);
  });

  it('warns about HTML in partner texts', () => {
    const config = declaredConfig([]);
    config.partner = { ...config.partner, completionText: 'Thanks!<br/>See you.' };
    expect(runCheck(checkMarkdownHtml, config).map((p) => p.pointer)).toEqual([
      '/partner/completionText',
    ]);
  });
});
