import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkLengthLimits } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const messages = (node: Node) =>
  runCheck(checkLengthLimits, declaredConfig([node])).map((p) => `${p.pointer}: ${p.message}`);
const AT = '/pages/0/sections/0/children/0';

describe('checkLengthLimits', () => {
  it('accepts a ZIP of at least 5 of at most 10 characters', () => {
    expect(
      messages({
        type: 'text',
        key: 'zip',
        label: 'ZIP',
        maxLength: 10,
        checks: [{ type: 'minLength', value: 5, message: 'Too short.' }],
      }),
    ).toEqual([]);
  });

  it('rejects a minLength above the maxLength check', () => {
    expect(
      messages({
        type: 'text',
        key: 'zip',
        label: 'ZIP',
        checks: [
          { type: 'minLength', value: 12, message: 'Too short.' },
          { type: 'maxLength', value: 10, message: 'Too long.' },
        ],
      }),
    ).toEqual([
      `${AT}/checks/0/value: minLength 12 of "zip" is above its longest answer of 10 characters, so no answer passes`,
    ]);
  });

  it("rejects a minLength above a text input's default of 45", () => {
    expect(
      messages({
        type: 'text',
        key: 'essay',
        label: 'Essay',
        checks: [{ type: 'minLength', value: 100, message: 'Write more.' }],
      }),
    ).toEqual([
      `${AT}/checks/0/value: minLength 100 of "essay" is above its longest answer of 45 characters, so no answer passes`,
    ]);
  });

  it("rejects limits beyond the partner's characterLimit", () => {
    expect(
      messages({
        type: 'text',
        key: 'essay',
        label: 'Essay',
        inputType: 'textarea',
        maxLength: 9000,
        checks: [{ type: 'maxLength', value: 8000, message: 'Too long.' }],
      }),
    ).toEqual([
      `${AT}/maxLength: maxLength 9000 of "essay" is beyond the partner's characterLimit of 7000`,
      `${AT}/checks/0/value: maxLength check 8000 of "essay" is beyond the partner's characterLimit of 7000`,
    ]);
  });
});
