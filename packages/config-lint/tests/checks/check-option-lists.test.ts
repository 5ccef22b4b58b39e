import { describe, expect, it } from 'vitest';
import { checkOptionLists } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const lists = {
  yes_no: [
    { label: 'Yes', value: 'Y' },
    { label: 'No', value: 'N' },
  ],
  countries: [
    { label: 'United States', value: 'USA' },
    { label: 'Canada', value: 'CAN' },
  ],
  states_provinces: [{ label: 'Ohio', value: 'OH' }],
};

describe('checkOptionLists', () => {
  it('accepts questions whose lists exist', () => {
    expect(
      runCheck(
        checkOptionLists,
        configWith(
          [
            { type: 'select', key: 'a', label: 'A', options: 'yes_no' },
            { type: 'address', id: 'home' },
          ],
          { optionLists: lists },
        ),
      ),
    ).toEqual([]);
  });

  it('rejects a select naming a list that is not defined', () => {
    expect(
      runCheck(
        checkOptionLists,
        configWith([{ type: 'select', key: 'a', label: 'A', options: 'colours' }], {
          optionLists: lists,
        }),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/options`,
        message: 'option list "colours" is not defined',
      },
    ]);
  });

  it('rejects an address block whose default country list is not defined', () => {
    const withoutCountries = { yes_no: lists.yes_no, states_provinces: lists.states_provinces };
    expect(
      runCheck(
        checkOptionLists,
        configWith([{ type: 'address', id: 'home' }], { optionLists: withoutCountries }),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0`,
        message: 'option list "countries" (the default countryOptions) is not defined',
      },
    ]);
  });

  it('rejects the same value twice in a named list', () => {
    const config = configWith([], {
      optionLists: {
        ...lists,
        yes_no: [
          { label: 'Yes', value: 'Y' },
          { label: 'Yep', value: 'Y' },
        ],
      },
    });
    expect(runCheck(checkOptionLists, config)).toEqual([
      {
        severity: 'error',
        pointer: '/optionLists/yes_no/1/value',
        message: 'option value "Y" is already the value of option 0 of this list',
      },
    ]);
  });

  it('rejects the same value twice in inline options', () => {
    const config = configWith(
      [
        {
          type: 'radio',
          key: 'a',
          label: 'A',
          options: [
            { label: 'One', value: '1' },
            { label: 'Uno', value: '1' },
          ],
        },
      ],
      { optionLists: lists },
    );
    expect(runCheck(checkOptionLists, config).map((p) => p.pointer)).toEqual([
      `${C}/0/options/1/value`,
    ]);
  });

  it('rejects optionsByAnswer keys the controller cannot answer', () => {
    const config = configWith(
      [
        { type: 'select', key: 'country', label: 'Country', options: 'countries' },
        {
          type: 'dependentSelect',
          key: 'region',
          label: 'Region',
          controller: 'country',
          optionsByAnswer: { USA: 'states_provinces', MEX: 'states_provinces' },
        },
      ],
      { optionLists: lists },
    );
    expect(runCheck(checkOptionLists, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1/optionsByAnswer/MEX`,
        message: '"MEX" is not an option value of "country" (valid: "USA", "CAN")',
      },
    ]);
  });

  it('rejects radio content for a value the radio does not offer', () => {
    const config = configWith(
      [
        {
          type: 'radio',
          key: 'a',
          label: 'A',
          options: 'yes_no',
          contentByValue: { Y: [], X: [] },
        },
      ],
      { optionLists: lists },
    );
    expect(runCheck(checkOptionLists, config).map((p) => p.pointer)).toEqual([
      `${C}/0/contentByValue/X`,
    ]);
  });

  it('rejects option labels that repeat, case and spaces aside, in a named list', () => {
    const config = configWith([{ type: 'select', key: 'a', label: 'A', options: 'yes_no' }], {
      optionLists: {
        ...lists,
        yes_no: [
          { label: 'Yes', value: 'Y' },
          { label: ' yes ', value: 'YES' },
          { label: 'No', value: 'N' },
        ],
      },
    });
    expect(runCheck(checkOptionLists, config)).toEqual([
      {
        severity: 'error',
        pointer: '/optionLists/yes_no/1/label',
        message:
          'option label " yes " repeats the label of option 0 of this list (case and spaces aside): people cannot tell the two apart; give each option a label of its own',
      },
    ]);
  });

  it('rejects an empty option label in a list written in place, but not the blank choice', () => {
    const config = configWith(
      [
        {
          type: 'radio',
          key: 'a',
          label: 'A',
          options: [
            { label: '', value: '' },
            { label: 'Yes', value: 'Y' },
            { label: '  ', value: 'N' },
          ],
        },
      ],
      { optionLists: lists },
    );
    expect(runCheck(checkOptionLists, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/options/2/label`,
        message:
          'option "N" has an empty label: screen readers would announce it without a name; write the text people choose',
      },
    ]);
  });
});
