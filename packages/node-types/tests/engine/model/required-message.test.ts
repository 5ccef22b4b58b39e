// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultRequiredMessage, isQuestionLabel } from '@admit/engine';
import { compileFormModel, type Node, type PartnerConfig } from '@admit/node-types';
import { configWith, partner } from '../../fixtures/minimal-config.ts';

const options = [
  { label: 'Yes', value: 'Y' },
  { label: 'No', value: 'N' },
];

/** The required messages of a config's questions and checkbox groups, by key or group id. */
function messages(nodes: Node[], templates?: PartnerConfig['partner']['requiredMessages']) {
  const config = configWith(nodes);
  if (templates) config.partner = { ...partner, requiredMessages: templates };
  const model = compileFormModel(config);
  return Object.fromEntries([
    ...model.fields.flatMap((f) => (f.required.length ? [[f.key, f.required[0]!.message]] : [])),
    ...model.groups.flatMap((g) => (g.required.length ? [[g.id, g.required[0]!.message]] : [])),
  ]) as Record<string, string>;
}

describe('the required message of a question without its own', () => {
  it('asks to enter a text, textarea, date, phone or lookup answer', () => {
    expect(
      messages([
        { type: 'text', key: 'a', label: 'First Name', required: true },
        { type: 'text', key: 'b', label: 'Essay', inputType: 'textarea', required: true },
        { type: 'text', key: 'c', label: 'Date of Birth', inputType: 'date', required: true },
        { type: 'phone', key: 'd', label: 'Cell Phone', required: true },
        {
          type: 'lookup',
          key: 'e',
          label: 'College Name',
          category: 'college_ceeb',
          required: true,
        },
      ]),
    ).toEqual({
      a: 'Enter First Name',
      b: 'Enter Essay',
      c: 'Enter Date of Birth',
      d: 'Enter Cell Phone',
      e: 'Enter College Name',
    });
  });

  it('asks to select an option of a drop-down, a dependent drop-down or radio buttons', () => {
    expect(
      messages([
        { type: 'select', key: 'a', label: 'Gender', options, required: true },
        {
          type: 'dependentSelect',
          key: 'b',
          label: 'Major',
          controller: 'a',
          options,
          required: true,
        },
        { type: 'radio', key: 'c', label: 'Citizenship Status', options, required: true },
      ]),
    ).toEqual({ a: 'Select Gender', b: 'Select Major', c: 'Select Citizenship Status' });
  });

  it('asks to upload a document', () => {
    expect(messages([{ type: 'file', key: 'a', label: 'Transcript', required: true }])).toEqual({
      a: 'Upload Transcript',
    });
  });

  it('asks to tick a single check box to confirm its statement', () => {
    expect(
      messages([
        { type: 'check', key: 'a', label: 'I agree to the terms.', required: true },
        { type: 'check', key: 'b', label: 'Consent to Contact', required: true },
      ]),
    ).toEqual({
      a: 'Select the box to confirm: I agree to the terms.',
      b: 'Select the box to confirm Consent to Contact',
    });
  });

  it('asks to select at least one box of a checkbox group', () => {
    const group = (id: string, label: string): Node => ({
      type: 'checkboxGroup',
      id,
      label,
      required: true,
      items: [{ key: `${id}_x`, label: 'X' }],
    });
    expect(messages([group('g', 'Studios'), group('h', 'Which studios would you like?')])).toEqual({
      g: 'Select at least one option for Studios',
      h: 'Which studios would you like? Select at least one.',
    });
  });

  it('puts a question label first and says what to do after it', () => {
    expect(
      messages([
        {
          type: 'select',
          key: 'a',
          label: 'When do you plan to start at X?',
          options,
          required: true,
        },
        { type: 'radio', key: 'b', label: 'Have you taken the SAT?', options, required: true },
        { type: 'text', key: 'c', label: 'Please explain what happened.', required: true },
        { type: 'file', key: 'd', label: 'Can you send a transcript?', required: true },
      ]),
    ).toEqual({
      a: 'When do you plan to start at X? Select an answer.',
      b: 'Have you taken the SAT? Select an answer.',
      c: 'Please explain what happened. Enter an answer.',
      d: 'Can you send a transcript? Upload a file.',
    });
  });

  it('gives the parts of an address and a school the wording of their own type', () => {
    expect(
      messages([
        {
          type: 'address',
          id: 'home',
          lookup: true,
          parts: {
            address_line_1: { required: true },
            city: { required: true },
            country: { required: true },
          },
        },
        {
          type: 'school',
          id: 'hs',
          prefix: 'hs_',
          category: 'hs_ceeb',
          parts: { name: { required: true } },
        },
      ]),
    ).toEqual({
      address_line_1: 'Enter Street Address',
      city: 'Enter City',
      country: 'Select Country',
      hs_name: 'Enter School Name',
    });
  });

  it('uses the label as numbered inside an add-another block', () => {
    expect(
      messages([
        {
          type: 'addAnother',
          buttonId: 'more',
          prefix: 'college_',
          max: 2,
          children: [{ type: 'text', key: 'name', label: 'College {n} Name', required: true }],
        },
      ]),
    ).toMatchObject({
      college_name: 'Enter College 1 Name',
      college_2_name: 'Enter College 2 Name',
    });
  });

  it('gives the same message to a conditional requirement', () => {
    expect(
      messages([
        { type: 'text', key: 'a', label: 'A' },
        { type: 'text', key: 'b', label: 'B', required: { valueKey: 'a', operator: 'answered' } },
      ]),
    ).toEqual({ b: 'Enter B' });
  });

  it("keeps the question's own requiredMessage and the messages of its cases", () => {
    expect(
      messages([
        { type: 'text', key: 'a', label: 'A', required: true, requiredMessage: 'Tell us A.' },
        {
          type: 'text',
          key: 'b',
          label: 'B',
          required: [{ when: { valueKey: 'a', operator: 'answered' }, message: 'B, please.' }],
        },
        {
          type: 'checkboxGroup',
          id: 'g',
          label: 'G',
          required: true,
          requiredMessage: 'Choose one.',
          items: [{ key: 'x', label: 'X' }],
        },
      ]),
    ).toEqual({ a: 'Tell us A.', b: 'B, please.', g: 'Choose one.' });
  });

  it('is empty for an empty label, which then needs a message of its own', () => {
    expect(messages([{ type: 'check', key: 'a', label: '  ', required: true }])).toEqual({ a: '' });
  });
});

describe("the partner's required-message templates", () => {
  it('replace the default of their kind and form, and only that one', () => {
    expect(
      messages(
        [
          { type: 'select', key: 'a', label: 'Gender', options, required: true },
          { type: 'select', key: 'b', label: 'Which term?', options, required: true },
          { type: 'radio', key: 'c', label: 'Status', options, required: true },
          { type: 'text', key: 'd', label: 'Name', required: true },
        ],
        { select: { name: 'Choose your {label}' } },
      ),
    ).toEqual({
      a: 'Choose your Gender',
      b: 'Which term? Select an answer.',
      c: 'Choose your Status',
      d: 'Enter Name',
    });
  });

  it('replace every {label} and leave a "$" in the label as written', () => {
    expect(
      defaultRequiredMessage('Fee $&', 'enter', { enter: { name: '{label}: enter {label}' } }),
    ).toBe('Fee $&: enter Fee $&');
  });
});

describe('isQuestionLabel', () => {
  it.each([
    ['When do you plan to start?', true],
    ['Why not? (For example: no income.)', true],
    ['I agree to it.', true],
    ['Explain why (if you can).', true],
    ['Explain why. (If you can.)', true],
    ['First Name', false],
    ['Portfolio (one PDF, image or Word file)', false],
    ['ZIP/Postal Code', false],
  ])('%s: %s', (label, question) => {
    expect(isQuestionLabel(label)).toBe(question);
  });
});
