import { describe, expect, it } from 'vitest';
import type { Node, PartnerConfig } from '@admit/node-types';
import { checkTextLimits } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck, validPartner } from './check-fixtures.ts';

const limited = (nodes: Node[], characterLimit: number): PartnerConfig => ({
  ...configWith(nodes),
  partner: { ...validPartner, characterLimit },
});

describe('checkTextLimits', () => {
  it('accepts texts of exactly the limit', () => {
    expect(
      runCheck(
        checkTextLimits,
        limited([{ type: 'markdown', id: 'm', markdown: 'x'.repeat(7000) }], 7000),
      ),
    ).toEqual([]);
  });

  it('rejects a markdown text one character over the limit', () => {
    expect(
      runCheck(
        checkTextLimits,
        limited([{ type: 'markdown', id: 'm', markdown: 'x'.repeat(7001) }], 7000),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: '/pages/0/sections/0/children/0/markdown',
        message: 'text is 7001 characters long, over the character limit of 7000',
      },
    ]);
  });

  it('checks partner texts and messages too', () => {
    const config = limited(
      [
        {
          type: 'text',
          key: 'a',
          label: 'A',
          requiredMessage: 'A message much longer than thirty',
        },
      ],
      30,
    );
    config.partner = {
      ...config.partner,
      privacyModal: { title: 'Privacy', body: 'A privacy notice longer than thirty' },
    };
    expect(runCheck(checkTextLimits, config).map((p) => p.pointer)).toEqual([
      '/partner/privacyModal/body',
      '/pages/0/sections/0/children/0/requiredMessage',
    ]);
  });
});
