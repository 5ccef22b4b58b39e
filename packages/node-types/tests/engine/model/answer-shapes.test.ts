// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createValidator } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

/** One question of every answer-storing kind, to pin down what each stores. */
const model = compileFormModel(
  configWith([
    { type: 'text', key: 'name', label: 'Name' },
    { type: 'text', key: 'essay', label: 'Essay', inputType: 'textarea' },
    { type: 'text', key: 'dob', label: 'Birth date', inputType: 'date' },
    { type: 'text', key: 'ssn', label: 'SSN', category: 'ssn' },
    { type: 'phone', key: 'phone', label: 'Phone' },
    { type: 'select', key: 'country', label: 'Country', options: 'countries' },
    {
      type: 'dependentSelect',
      key: 'region',
      label: 'Region',
      controller: 'country',
      optionsByAnswer: { USA: 'states_provinces' },
    },
    { type: 'radio', key: 'yn', label: 'Yes or no', options: 'yes_no' },
    { type: 'check', key: 'agree', label: 'Agree' },
    {
      type: 'checkboxGroup',
      id: 'race',
      label: 'Race',
      items: [{ key: 'race_asian', label: 'Asian' }],
    },
    { type: 'file', key: 'doc', label: 'Document' },
    { type: 'lookup', key: 'college', label: 'College', category: 'college_ceeb', creatable: true },
  ]),
);
const field = (key: string) => model.fieldsByKey.get(key)!;
const validate = createValidator(model);
const today = new Date(2026, 10, 22);
const messagesFor = (answers: Record<string, string | boolean>) =>
  validate({ answers }, { today }).messages;

describe('answer shapes per widget kind', () => {
  it('stores text, textarea, date, SSN, phone, file and lookup answers as strings', () => {
    for (const key of ['name', 'essay', 'dob', 'ssn', 'phone', 'doc', 'college'])
      expect(field(key).valueType).toBe('string');
  });

  it('stores a single check and each box of a group as a boolean', () => {
    expect(field('agree').valueType).toBe('boolean');
    expect(field('race_asian').valueType).toBe('boolean');
    expect(field('race_asian').groupId).toBe('race');
  });

  it('gives selects, dependent selects and radios a <key>_desc companion for the chosen label', () => {
    expect([field('country').descKey, field('region').descKey, field('yn').descKey]).toEqual([
      'country_desc',
      'region_desc',
      'yn_desc',
    ]);
    expect(field('name').descKey).toBeUndefined();
    expect(field('agree').descKey).toBeUndefined();
  });

  it('stores dates as YYYY-MM-DD', () => {
    expect(messagesFor({ dob: '2001-07-04' })).toEqual([]);
    expect(messagesFor({ dob: '07/04/2001' })).toEqual(['Birth date: please enter a valid date.']);
  });

  it('stores SSN-style values as 3-2-4 digits separated by hyphens', () => {
    expect(messagesFor({ ssn: '123-45-6789' })).toEqual([]);
    expect(messagesFor({ ssn: '123456789' })).toEqual(['SSN must be 9 digits (###-##-####).']);
  });

  it('stores phone numbers formatted (ddd) ddd-dddd', () => {
    expect(messagesFor({ phone: '(410) 555-1234' })).toEqual([]);
    expect(messagesFor({ phone: '4105551234' })).toEqual(['Please enter a valid phone.']);
  });

  it('stores a select answer only as one of its option values', () => {
    expect(messagesFor({ country: 'USA', country_desc: 'United States' })).toEqual([]);
    expect(messagesFor({ country: 'United States' })).toEqual([
      'Country: please choose one of the options.',
    ]);
  });
});
