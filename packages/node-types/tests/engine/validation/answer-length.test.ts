// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerLength, createValidator, lengthLimitOf, tooLongMessage } from '@admit/engine';
import { compileFormModel, type Node } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const nodes: Node[] = [
  { type: 'text', key: 'name', label: 'Name' },
  { type: 'text', key: 'essay', label: 'Essay', inputType: 'textarea', maxLength: 500 },
  {
    type: 'text',
    key: 'code',
    label: 'Code',
    checks: [{ type: 'maxLength', value: 3, message: 'Three at most.' }],
  },
];
const model = compileFormModel(configWith(nodes));
const field = (key: string) => model.fieldsByKey.get(key);
const validate = createValidator(model);
const today = new Date(2026, 10, 22);

describe("an answer's length limit", () => {
  it('counts characters as the validator does: in code points', () => {
    expect(answerLength('abc')).toBe(3);
    expect(answerLength('😀😀')).toBe(2);
  });

  it("is the question's own maxLength check, with the message the validator reports", () => {
    for (const [key, text] of [
      ['name', 'x'.repeat(46)],
      ['essay', 'y'.repeat(501)],
      ['code', 'abcd'],
    ] as const) {
      const [reported] = validate({ answers: { [key]: text } }, { today }).messages;
      expect([key, tooLongMessage(field(key), 7000, text)]).toEqual([key, reported]);
    }
    expect(lengthLimitOf(field('name'), 7000)).toEqual({
      max: 45,
      message: 'Name must be at most 45 characters.',
    });
    expect(tooLongMessage(field('name'), 7000, '😀'.repeat(45))).toBeUndefined();
  });

  it("is the partner's characterLimit for a key without a limit of its own", () => {
    expect(lengthLimitOf(undefined, 7000)).toEqual({
      max: 7000,
      message: 'Answers may be at most 7000 characters long.',
    });
    expect(tooLongMessage(undefined, 10, 'x'.repeat(10))).toBeUndefined();
    expect(tooLongMessage(undefined, 10, 'x'.repeat(11))).toBe(
      'Answers may be at most 10 characters long.',
    );
  });
});
