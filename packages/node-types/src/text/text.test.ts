import { expectTypeOf, describe, expect, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { textType } from './text.ts';
import type { TextNode } from './text.schema.ts';

describe('text', () => {
  it('is a question storing text (it has the members every question has)', () => {
    expectTypeOf<TextNode>().toHaveProperty('checks');
    expect(textType.valueType).toBe('string');
  });

  it('prints its answer under its key, and nothing unanswered', () => {
    const model = modelWith([{ type: 'text', key: 'a_text', label: 'Text' }]);
    expect(printedKeys(model, { a_text: 'Some text' })).toEqual(['a_text']);
    expect(printedKeys(model, {})).toEqual([]);
  });

  it('never prints a password', () => {
    const model = modelWith([
      { type: 'text', key: 'secret', label: 'Password', inputType: 'password' },
    ]);
    expect(printedKeys(model, { secret: 'Harbor-Light-2031' })).toEqual([]);
  });

  it('limits an answer to 45 characters, a text area to 1500, unless the config says', () => {
    const model = modelWith([
      { type: 'text', key: 'short', label: 'Short' },
      { type: 'text', key: 'long', label: 'Long', inputType: 'textarea' },
      { type: 'text', key: 'own', label: 'Own', maxLength: 10 },
    ]);
    expect(model.fields.map((f) => f.maxLength)).toEqual([45, 1500, 10]);
  });

  it('checks a date and an SSN-style value', () => {
    const model = modelWith([
      { type: 'text', key: 'when', label: 'When', inputType: 'date' },
      { type: 'text', key: 'ssn', label: 'SSN', category: 'ssn' },
    ]);
    expect(model.fields.map((f) => f.checks[0]?.type)).toEqual(['date', 'pattern']);
  });

  it('says why a date, a password or an SSN-style answer is no name', () => {
    const name = (node: Partial<TextNode>) =>
      textType.nameProblem?.({ type: 'text', key: 'k', label: 'L', ...node });
    expect(name({})).toBeUndefined();
    expect(name({ inputType: 'date' })).toBe('is a date question');
    expect(name({ category: 'ssn' })).toBe('is a text question of category ssn');
  });
});
