import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkPatterns } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const withPattern = (pattern: string, block = false) => {
  const text: Node = {
    type: 'text',
    key: 'code',
    label: 'Code',
    checks: [{ type: 'pattern', pattern, message: 'Bad code.' }],
  };
  return declaredConfig(
    block ? [{ type: 'addAnother', buttonId: 'codes', prefix: 'c_', children: [text] }] : [text],
  );
};

describe('checkPatterns', () => {
  it('accepts an anchored pattern that compiles with the unicode flag', () => {
    expect(runCheck(checkPatterns, withPattern('^\\p{Lu}{2}\\d+$'))).toEqual([]);
  });

  it('rejects a pattern that does not compile, naming the reason', () => {
    expect(runCheck(checkPatterns, withPattern('^[A-Z$'))).toEqual([
      {
        severity: 'error',
        pointer: '/pages/0/sections/0/children/0/checks/0/pattern',
        message:
          'pattern of "code" is not a valid regular expression: /^[A-Z$/u: Unterminated character class',
      },
    ]);
  });

  it('rejects escapes that only compile without the unicode flag', () => {
    expect(runCheck(checkPatterns, withPattern('^\\-\\d$')).map((p) => p.severity)).toEqual([
      'error',
    ]);
  });

  it('warns once about an unanchored pattern in an add-another block', () => {
    expect(runCheck(checkPatterns, withPattern('\\d{5}', true))).toEqual([
      {
        severity: 'warning',
        pointer: '/pages/0/sections/0/children/0/children/0/checks/0/pattern',
        message:
          'pattern of "c_code" is not anchored with ^ and $: it accepts any answer that merely contains a match',
      },
    ]);
  });
});
