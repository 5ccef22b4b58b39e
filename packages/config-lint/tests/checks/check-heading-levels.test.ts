import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkHeadingLevels } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const markdown = (text: string): Node => ({ type: 'markdown', id: 'm', markdown: text });
const messages = (nodes: Node[]) =>
  runCheck(checkHeadingLevels, declaredConfig(nodes)).map((p) => `${p.pointer}: ${p.message}`);

describe('checkHeadingLevels', () => {
  it('accepts headings that go one level under the section title at a time', () => {
    expect(messages([markdown('### Costs\n\nText.\n\n#### Fees\n\n### Aid')])).toEqual([]);
  });

  it('rejects a heading that skips a level under the section title', () => {
    expect(messages([markdown('Intro.\n\n#### Fees')])).toEqual([
      `${C}/0/markdown: markdown heading "Fees" is level 4: it skips a level after the level 2 heading above it: write it as ### (level 3)`,
    ]);
  });

  it('rejects a skip inside one text, an underlined level 1 heading and reads past code', () => {
    expect(
      messages([markdown('### A\n\n##### B\n\n```\n# not a heading\n```\n\nTitle\n=====')]),
    ).toEqual([
      `${C}/0/markdown: markdown heading "B" is level 5: it skips a level after the level 3 heading above it: write it as #### (level 4)`,
      `${C}/0/markdown: markdown heading "Title" is level 1: the page already has its one level 1 heading: write it as ######`,
    ]);
  });

  it('reads a help text inside a titled group as under its h3', () => {
    const nodes: Node[] = [
      {
        type: 'group',
        id: 'g',
        title: 'Parent',
        children: [{ type: 'text', key: 'a', label: 'Name', help: '#### Why we ask' }],
      },
    ];
    expect(messages(nodes)).toEqual([]);
    expect(messages([{ type: 'text', key: 'a', label: 'Name', help: '#### Why we ask' }])).toEqual([
      `${C}/0/help: markdown heading "Why we ask" is level 4: it skips a level after the level 2 heading above it: write it as ### (level 3)`,
    ]);
  });

  it('checks the partner texts under their own headings', () => {
    const config = declaredConfig([]);
    config.partner = { ...config.partner, completionText: '### Next steps' };
    expect(runCheck(checkHeadingLevels, config).map((p) => p.pointer)).toEqual([
      '/partner/completionText',
    ]);
  });
});
