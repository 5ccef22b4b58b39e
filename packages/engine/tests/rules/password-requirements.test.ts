import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordRequirementRows,
  validateAuthForm,
} from '../../src/index.ts';

const stateOf = (password: string, id: string) =>
  passwordRequirementRows(password).find((row) => row.id === id)?.state;

describe('passwordRequirementRows', () => {
  it('uses the spec minimum of 12 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });

  it('lists one row per rule with its label, in order', () => {
    expect(passwordRequirementRows('').map((row) => row.label)).toEqual([
      'At least 12 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
      'A special character',
      'No spaces at the start or end',
    ]);
  });

  it('shows every row inactive while the password is empty', () => {
    expect(passwordRequirementRows('').map((row) => row.state)).toEqual(Array(6).fill('inactive'));
  });

  it('shows every row success for a password that meets all rules', () => {
    expect(passwordRequirementRows('Correct-Horse7battery').map((row) => row.state)).toEqual(
      Array(6).fill('success'),
    );
  });

  it('shows violated rules as error and met rules as success', () => {
    expect(passwordRequirementRows('abc').map((row) => [row.id, row.state])).toEqual([
      ['length', 'error'],
      ['uppercase', 'error'],
      ['lowercase', 'success'],
      ['number', 'error'],
      ['special', 'error'],
      ['noOuterSpace', 'success'],
    ]);
  });

  it('accepts exactly 12 characters and rejects 11', () => {
    expect(stateOf('Abcdefghi1!x', 'length')).toBe('success');
    expect(stateOf('Abcdefghi1!', 'length')).toBe('error');
  });

  it('counts characters, not UTF-16 code units, like JSON Schema minLength', () => {
    expect(stateOf('Aa1!🙂🙂🙂🙂', 'length')).toBe('error');
  });

  it('shows an error for a leading space', () => {
    expect(stateOf(' Correct-Horse7battery', 'noOuterSpace')).toBe('error');
  });

  it('shows an error for a trailing space', () => {
    expect(stateOf('Correct-Horse7battery ', 'noOuterSpace')).toBe('error');
  });

  it('accepts a space inside the password', () => {
    expect(stateOf('Correct Horse7battery!', 'noOuterSpace')).toBe('success');
  });

  it('does not count a space as a special character', () => {
    expect(stateOf('Correct Horse7battery', 'special')).toBe('error');
  });

  it('errs on exactly the rules whose messages sign-up validation reports', () => {
    for (const password of [
      'abc',
      'ABCDEFGHIJKLM',
      ' Abcdefghij1!',
      'Abcdefghijk1',
      'Correct-Horse7battery',
    ]) {
      const failing = PASSWORD_RULES.filter((rule) => stateOf(password, rule.id) === 'error').map(
        (rule) => rule.message,
      );
      expect(
        validateAuthForm('signup', { username: 'ada@example.com', password }).errors.password,
      ).toEqual(failing);
    }
  });
});
