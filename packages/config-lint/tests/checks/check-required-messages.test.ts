import { describe, expect, it } from 'vitest';
import { checkRequiredMessages } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';

describe('checkRequiredMessages', () => {
  it('accepts a required question with a label and no requiredMessage', () => {
    expect(
      runCheck(
        checkRequiredMessages,
        configWith([{ type: 'text', key: 'a', label: 'First Name', required: true }]),
      ),
    ).toEqual([]);
  });

  it('accepts an empty label with a requiredMessage', () => {
    expect(
      runCheck(
        checkRequiredMessages,
        configWith([
          { type: 'check', key: 'a', label: '', required: true, requiredMessage: 'Please agree.' },
        ]),
      ),
    ).toEqual([]);
  });

  it('rejects a required question with an empty label and no requiredMessage', () => {
    expect(
      runCheck(
        checkRequiredMessages,
        configWith([{ type: 'check', key: 'agree', label: '', required: true }]),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0`,
        message:
          'question "agree" is required but has no message: give it a label or a requiredMessage',
      },
    ]);
  });

  it('rejects a conditionally required question without a message', () => {
    const config = configWith([
      { type: 'text', key: 'a', label: 'A' },
      { type: 'text', key: 'b', label: '', required: { valueKey: 'a', operator: 'answered' } },
    ]);
    expect(runCheck(checkRequiredMessages, config).map((p) => p.pointer)).toEqual([`${C}/1`]);
  });

  it('accepts an unlabelled question that is not required', () => {
    expect(
      runCheck(checkRequiredMessages, configWith([{ type: 'text', key: 'a', label: '' }])),
    ).toEqual([]);
  });

  it('rejects a required checkbox group without a message', () => {
    const config = configWith([
      {
        type: 'checkboxGroup',
        id: 'g',
        label: '',
        required: true,
        items: [{ key: 'a', label: 'A' }],
      },
    ]);
    expect(runCheck(checkRequiredMessages, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0`,
        message:
          'checkbox group "g" is required but has no message: give it a label or a requiredMessage',
      },
    ]);
  });
});
