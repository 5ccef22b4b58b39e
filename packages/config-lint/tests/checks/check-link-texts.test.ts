import { describe, expect, it } from 'vitest';
import { checkLinkTexts } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const help = (text: string) =>
  runCheck(checkLinkTexts, declaredConfig([{ type: 'text', key: 'a', label: 'A', help: text }]));

describe('checkLinkTexts', () => {
  it('accepts links that name where they go, and images', () => {
    expect(
      help('See [the fee waiver policy](https://x.edu/fees) and ![here](https://x.edu/i.png).'),
    ).toEqual([]);
  });

  it('rejects "click here" whatever its case, spacing or emphasis', () => {
    expect(help('For fees, [**Click  Here!**](https://x.edu/fees).')).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/help`,
        message:
          'link text "**Click  Here!**" does not say where the link goes: name its destination instead (for example "the privacy notice")',
      },
    ]);
  });

  it('rejects "here", "more", "read more" and "link", inline or by reference', () => {
    const texts = help('[here](/a) [More](/b) [read more…][r] [link](/c)\n\n[r]: /d');
    expect(texts.map((p) => p.message.split('"')[1])).toEqual([
      'here',
      'More',
      'read more…',
      'link',
    ]);
  });

  it("rejects vague partner link labels and the banner's log-in link text", () => {
    const config = declaredConfig([]);
    config.partner = {
      ...config.partner,
      links: [
        { label: 'Admissions office', url: 'https://x.edu' },
        { label: 'Read more', url: 'https://x.edu/more' },
      ],
      banners: {
        ...config.partner.banners,
        generic: { title: 'Hi', body: 'Hello.', linkText: 'here' },
      },
    };
    expect(runCheck(checkLinkTexts, config).map((p) => p.pointer)).toEqual([
      '/partner/links/1/label',
      '/partner/banners/generic/linkText',
    ]);
  });
});
