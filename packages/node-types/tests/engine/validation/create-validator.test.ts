// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createValidator } from '@admit/engine';
import { compileFormModel, type Node } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const today = new Date(2026, 10, 22);
const validatorFor = (nodes: Node[]) => createValidator(compileFormModel(configWith(nodes)));
const messages = (nodes: Node[], answers: Record<string, unknown>, extra = {}) =>
  validatorFor(nodes)({ answers: answers as never, ...extra }, { today }).messages;

const birthDate: Node = {
  type: 'text',
  key: 'birth_date',
  label: 'Date of Birth',
  inputType: 'date',
  required: true,
  requiredMessage: 'A valid date of birth is required.',
  checks: [
    { type: 'date', message: 'A valid date of birth is required.' },
    {
      type: 'dateRange',
      min: { yearsFromToday: -100 },
      message: 'This date is not supported. Please contact help support for assistance.',
    },
    {
      type: 'dateRange',
      max: { yearsFromToday: -13 },
      message: 'You must be 13 years or older to apply.',
    },
  ],
};
const effective: Node = {
  type: 'text',
  key: 'eff',
  label: 'Effective',
  inputType: 'date',
  checks: [
    {
      type: 'dateRange',
      min: { startOfYear: -3 },
      message: 'The minimum supported year is {year}',
    },
    { type: 'dateRange', max: { endOfYear: 4 }, message: 'The maximum supported year is {year}' },
  ],
};
const usAddress: Node = {
  type: 'address',
  id: 'home',
  county: true,
  parts: {
    state: { required: { valueKey: '{prefix}country', operator: 'in', target: ['USA', 'CAN'] } },
    zip: {
      required: { valueKey: '{prefix}country', operator: 'equals', target: 'USA' },
      checks: [
        {
          type: 'minLength',
          value: 5,
          message: 'ZIP/Postal Code must be at least 5 characters.',
          when: { valueKey: '{prefix}country', operator: 'equals', target: 'USA' },
        },
      ],
    },
    county: { required: { valueKey: '{prefix}state', operator: 'equals', target: 'Maryland' } },
  },
};

describe('a page without rules', () => {
  it('accepts any answers instead of failing to compile', () => {
    const nodes: Node[] = [{ type: 'check', key: 'agree', label: 'Agree' }];
    expect(messages(nodes, {})).toEqual([]);
    expect(messages(nodes, { agree: true })).toEqual([]);
  });
});

describe('createValidator: requirements', () => {
  it('reports a missing required answer with a message made from its label', () => {
    expect(
      messages([{ type: 'text', key: 'first_name', label: 'First Name', required: true }], {}),
    ).toEqual(['Enter First Name']);
  });

  it('treats an empty string as missing', () => {
    expect(
      messages([{ type: 'text', key: 'first_name', label: 'First Name', required: true }], {
        first_name: '',
      }),
    ).toEqual(['Enter First Name']);
  });

  it('passes a given required answer', () => {
    expect(
      messages([{ type: 'text', key: 'first_name', label: 'First Name', required: true }], {
        first_name: 'Ada',
      }),
    ).toEqual([]);
  });

  it('requires only while the requirement condition holds', () => {
    const nodes: Node[] = [
      {
        type: 'select',
        key: 'relation',
        label: 'Relation',
        options: [
          { label: 'Parent', value: '1' },
          { label: 'Other', value: '11' },
        ],
      },
      {
        type: 'text',
        key: 'relation_other',
        label: 'Other relation',
        required: { valueKey: 'relation', operator: 'equals', target: '11' },
      },
    ];
    expect(messages(nodes, { relation: '11' })).toEqual(['Enter Other relation']);
    expect(messages(nodes, { relation: '1' })).toEqual([]);
  });

  it('gives the message of the first requirement case that holds', () => {
    const nodes: Node[] = [
      { type: 'check', key: 'sms', label: 'Texts' },
      { type: 'phone', key: 'mobile', label: 'Cell' },
      {
        type: 'phone',
        key: 'intl',
        label: 'International cell',
        international: true,
        required: [
          {
            when: {
              all: [
                { valueKey: 'sms', operator: 'equals', target: true },
                { valueKey: 'mobile', operator: 'notAnswered' },
              ],
            },
            message: 'A cell phone number is required to receive text message updates.',
          },
          {
            when: { valueKey: 'mobile', operator: 'notAnswered' },
            message: 'Please enter a domestic or international home phone or cell phone number.',
          },
        ],
      },
    ];
    expect(messages(nodes, { sms: true })).toEqual([
      'A cell phone number is required to receive text message updates.',
    ]);
    expect(messages(nodes, {})).toEqual([
      'Please enter a domestic or international home phone or cell phone number.',
    ]);
    expect(messages(nodes, { mobile: '(301) 555-1234' })).toEqual([]);
  });

  it('does not validate hidden questions', () => {
    const nodes: Node[] = [
      { type: 'radio', key: 'instate', label: 'In-state', options: 'yes_no' },
      {
        type: 'text',
        key: 'why',
        label: 'Why',
        required: true,
        visibleWhen: { valueKey: 'instate', operator: 'equals', target: 'Y' },
      },
    ];
    expect(messages(nodes, { instate: 'N' })).toEqual([]);
    expect(messages(nodes, { instate: 'Y' })).toEqual(['Enter Why']);
  });

  it('validates add-another blocks only up to the count', () => {
    const nodes: Node[] = [
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'parent_',
        max: 3,
        children: [{ type: 'text', key: 'name', label: 'Parent name', required: true }],
      },
    ];
    const v = validatorFor(nodes);
    expect(v({ answers: { parent_name: 'A' } }, { today }).problems).toEqual([]);
    expect(
      v({ answers: { parent_name: 'A' }, addAnother: { p: 2 } }, { today }).problems.map(
        (p) => p.key,
      ),
    ).toEqual(['parent_2_name']);
  });

  it('validates only the chosen tab', () => {
    const nodes: Node[] = [
      {
        type: 'tabs',
        tabId: 't',
        defaultTab: 'a',
        tabs: [
          {
            value: 'a',
            label: 'A',
            children: [{ type: 'text', key: 'x', label: 'X', required: true }],
          },
          {
            value: 'b',
            label: 'B',
            children: [{ type: 'text', key: 'y', label: 'Y', required: true }],
          },
        ],
      },
    ];
    expect(messages(nodes, {})).toEqual(['Enter X']);
    expect(messages(nodes, {}, { tabs: { t: 'b' } })).toEqual(['Enter Y']);
  });

  it('requires at least one box of a required checkbox group, reported under the group id', () => {
    const nodes: Node[] = [
      {
        type: 'checkboxGroup',
        id: 'race',
        label: 'Race',
        required: true,
        requiredMessage: 'Choose at least one.',
        items: [
          { key: 'race_asian', label: 'Asian' },
          { key: 'race_white', label: 'White' },
        ],
      },
    ];
    const v = validatorFor(nodes);
    expect(v({ answers: { race_asian: false } }, { today }).problems).toEqual([
      { key: 'race', pageId: 'about', message: 'Choose at least one.' },
    ]);
    expect(v({ answers: { race_white: true } }, { today }).valid).toBe(true);
  });

  it('requires a check box that must be true, with one message', () => {
    const nodes: Node[] = [
      {
        type: 'check',
        key: 'legal_agree',
        label: 'I agree',
        required: true,
        checks: [{ type: 'mustBeTrue', message: 'You must agree.' }],
      },
    ];
    expect(messages(nodes, { legal_agree: false })).toEqual(['Select the box to confirm I agree']);
    expect(messages(nodes, { legal_agree: true })).toEqual([]);
  });
});

describe('createValidator: checks', () => {
  it('checks birth dates for validity, age limits and the 13-year minimum', () => {
    expect(messages([birthDate], { birth_date: '2001-02-30' })).toEqual([
      'A valid date of birth is required.',
    ]);
    expect(messages([birthDate], { birth_date: '1926-11-21' })).toEqual([
      'This date is not supported. Please contact help support for assistance.',
    ]);
    expect(messages([birthDate], { birth_date: '1926-11-22' })).toEqual([]);
    expect(messages([birthDate], { birth_date: '2013-11-23' })).toEqual([
      'You must be 13 years or older to apply.',
    ]);
    expect(messages([birthDate], { birth_date: '2013-11-22' })).toEqual([]);
  });

  it('accepts 29 February only in leap years', () => {
    expect(messages([birthDate], { birth_date: '2004-02-29' })).toEqual([]);
    expect(messages([birthDate], { birth_date: '2005-02-29' })).toEqual([
      'A valid date of birth is required.',
    ]);
  });

  it('names the crossed year in mailing-date range messages', () => {
    expect(messages([effective], { eff: '2022-12-31' })).toEqual([
      'The minimum supported year is 2023',
    ]);
    expect(messages([effective], { eff: '2023-01-01' })).toEqual([]);
    expect(messages([effective], { eff: '2031-01-01' })).toEqual([
      'The maximum supported year is 2030',
    ]);
    expect(messages([effective], { eff: '2030-12-31' })).toEqual([]);
  });

  it('checks phone numbers: (ddd) ddd-dddd with area and exchange codes starting 2-9', () => {
    const phone: Node[] = [
      {
        type: 'phone',
        key: 'phone_home',
        label: 'Home Phone',
        invalidMessage: 'Please enter a valid home phone number.',
      },
    ];
    expect(messages(phone, { phone_home: '(301) 555-1234' })).toEqual([]);
    expect(messages(phone, { phone_home: '(101) 555-1234' })).toEqual([
      'Please enter a valid home phone number.',
    ]);
    expect(messages(phone, { phone_home: '(301) 155-1234' })).toEqual([
      'Please enter a valid home phone number.',
    ]);
    expect(messages(phone, { phone_home: '301-555-1234' })).toEqual([
      'Please enter a valid home phone number.',
    ]);
  });

  it('checks e-mail addresses with the simple pattern', () => {
    const email: Node[] = [
      {
        type: 'text',
        key: 'counselor_email_address',
        label: 'Email',
        checks: [{ type: 'email', message: 'The counselor email address you entered is invalid.' }],
      },
    ];
    expect(messages(email, { counselor_email_address: 'a@b.org' })).toEqual([]);
    expect(messages(email, { counselor_email_address: 'a@b' })).toEqual([
      'The counselor email address you entered is invalid.',
    ]);
  });

  it('checks numeric ranges and steps: SAT 200-800 by 10, essay 2-8, ACT 1-36', () => {
    const nodes: Node[] = [
      {
        type: 'text',
        key: 'sat',
        label: 'SAT Math',
        checks: [
          { type: 'number', minimum: 200, maximum: 800, multipleOf: 10, message: 'SAT Math' },
        ],
      },
      {
        type: 'text',
        key: 'essay',
        label: 'Essay',
        checks: [{ type: 'number', minimum: 2, maximum: 8, message: 'Essay' }],
      },
      {
        type: 'text',
        key: 'act',
        label: 'ACT',
        checks: [{ type: 'number', minimum: 1, maximum: 36, integer: true, message: 'ACT' }],
      },
    ];
    expect(messages(nodes, { sat: '800', essay: '2', act: '36' })).toEqual([]);
    expect(messages(nodes, { sat: '805', essay: '9', act: '36.5' })).toEqual([
      'SAT Math',
      'Essay',
      'ACT',
    ]);
    expect(messages(nodes, { sat: '190', essay: '1', act: '0' })).toEqual([
      'SAT Math',
      'Essay',
      'ACT',
    ]);
    expect(messages(nodes, { sat: 'abc' })).toEqual(['SAT Math']);
  });

  it('limits text to 45 characters and textareas to 1500 by default', () => {
    const nodes: Node[] = [
      { type: 'text', key: 'a', label: 'A' },
      { type: 'text', key: 'b', label: 'B', inputType: 'textarea' },
    ];
    expect(messages(nodes, { a: 'x'.repeat(45), b: 'y'.repeat(1500) })).toEqual([]);
    expect(messages(nodes, { a: 'x'.repeat(46), b: 'y'.repeat(1501) })).toEqual([
      'A must be at most 45 characters.',
      'B must be at most 1500 characters.',
    ]);
  });

  it('applies address rules: state for USA/CAN, ZIP minimum 5 for USA, county for one state', () => {
    expect(messages([usAddress], { country: 'USA', zip: '1234' })).toEqual([
      'Select State/Province',
      'ZIP/Postal Code must be at least 5 characters.',
    ]);
    expect(messages([usAddress], { country: 'CAN', state: 'Ontario', zip: '1234' })).toEqual([]);
    expect(messages([usAddress], { country: 'USA', state: 'Maryland', zip: '21401' })).toEqual([
      'Enter County',
    ]);
    expect(messages([usAddress], { country: 'FRA' })).toEqual([]);
  });

  it('rejects a select answer that is not one of its options', () => {
    expect(
      messages([{ type: 'select', key: 'c', label: 'Country', options: 'countries' }], {
        c: 'XXX',
      }),
    ).toEqual(['Country: please choose one of the options.']);
  });

  it('checks a value equals another answer', () => {
    const nodes: Node[] = [
      { type: 'text', key: 'pw', label: 'PW' },
      {
        type: 'text',
        key: 'pw2',
        label: 'Confirm',
        checks: [{ type: 'sameAs', otherKey: 'pw', message: 'Passwords must match.' }],
      },
    ];
    expect(messages(nodes, { pw: 'a', pw2: 'b' })).toEqual(['Passwords must match.']);
    expect(messages(nodes, { pw: 'a', pw2: 'a' })).toEqual([]);
  });

  it('collects every distinct message in order and the first per key', () => {
    const nodes: Node[] = [
      { type: 'text', key: 'a', label: 'Same', required: true },
      { type: 'text', key: 'b', label: 'Same', required: true },
      { type: 'text', key: 'c', label: 'Other', required: true },
    ];
    const result = validatorFor(nodes)({ answers: {} }, { today });
    expect(result.messages).toEqual(['Enter Same', 'Enter Other']);
    expect(result.problems).toHaveLength(3);
    expect(result.byKey).toEqual({ a: 'Enter Same', b: 'Enter Same', c: 'Enter Other' });
  });

  it('validates one page at a time or the whole application', () => {
    const config = configWith([], {
      pages: [
        {
          id: 'about',
          title: 'About',
          step: 1,
          sections: [
            {
              id: 's',
              title: 'S',
              children: [{ type: 'text', key: 'a', label: 'A', required: true }],
            },
          ],
        },
        {
          id: 'education',
          title: 'Edu',
          step: 2,
          sections: [
            {
              id: 's2',
              title: 'S',
              children: [{ type: 'text', key: 'b', label: 'B', required: true }],
            },
          ],
        },
      ],
    });
    const model = compileFormModel(config);
    expect(createValidator(model, 'education')({ answers: {} }).problems).toEqual([
      { key: 'b', pageId: 'education', message: 'Enter B' },
    ]);
    expect(createValidator(model)({ answers: {} }).messages).toEqual(['Enter A', 'Enter B']);
  });
});
