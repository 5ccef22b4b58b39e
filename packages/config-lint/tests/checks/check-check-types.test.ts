import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkCheckTypes } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const messages = (node: Node) =>
  runCheck(checkCheckTypes, declaredConfig([node])).map((p) => `${p.pointer}: ${p.message}`);

describe('checkCheckTypes', () => {
  it('accepts mustBeTrue on a check box', () => {
    expect(
      messages({
        type: 'check',
        key: 'agree',
        label: 'I agree',
        checks: [{ type: 'mustBeTrue', message: 'You must agree.' }],
      }),
    ).toEqual([]);
  });

  it('rejects mustBeTrue on a text', () => {
    expect(
      messages({
        type: 'text',
        key: 'agree',
        label: 'Type yes',
        checks: [{ type: 'mustBeTrue', message: 'You must agree.' }],
      }),
    ).toEqual([
      '/pages/0/sections/0/children/0/checks/0/type: "mustBeTrue" applies to a check box, but "agree" is a text question storing text, so no answer passes',
    ]);
  });

  it('rejects a text check on a check box', () => {
    expect(
      messages({
        type: 'check',
        key: 'agree',
        label: 'I agree',
        checks: [{ type: 'email', message: 'Bad.' }],
      }),
    ).toEqual([
      '/pages/0/sections/0/children/0/checks/0/type: "email" checks text, but "agree" is a check box storing true or false',
    ]);
  });
});
