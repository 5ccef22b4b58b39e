import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from '@admit/node-types';
import { checkRequiredMessageTemplates } from '../../src/index.ts';
import { configWith, partner } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const withTemplates = (requiredMessages: PartnerConfig['partner']['requiredMessages']) => {
  const config = configWith([{ type: 'text', key: 'a', label: 'A', required: true }]);
  config.partner = { ...partner, requiredMessages };
  return config;
};

describe('checkRequiredMessageTemplates', () => {
  it('accepts templates that name the question with {label}', () => {
    expect(
      runCheck(
        checkRequiredMessageTemplates,
        withTemplates({
          enter: { name: 'Type {label}', question: '{label} Type an answer.' },
          upload: { name: 'Attach {label}' },
        }),
      ),
    ).toEqual([]);
  });

  it('accepts a partner without templates', () => {
    expect(runCheck(checkRequiredMessageTemplates, withTemplates(undefined))).toEqual([]);
  });

  it('rejects a template without {label}', () => {
    expect(
      runCheck(
        checkRequiredMessageTemplates,
        withTemplates({ select: { question: 'Select an answer.' } }),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: '/partner/requiredMessages/select/question',
        message: 'required-message template does not contain {label}',
      },
    ]);
  });

  it('rejects a misspelt or unknown placeholder, which would be shown as written', () => {
    expect(
      runCheck(
        checkRequiredMessageTemplates,
        withTemplates({ confirm: { name: 'Tick {lable} for {label} on {page}' } }),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: '/partner/requiredMessages/confirm/name',
        message: 'required-message template has {lable}, {page}; only {label} is replaced',
      },
    ]);
  });
});
