// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyAnswerChange, evaluateVisibility } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const chain = compileFormModel(
  configWith([
    { type: 'radio', key: 'instate', label: 'In-state?', options: 'yes_no' },
    {
      type: 'group',
      id: 'branch',
      visibleWhen: { valueKey: 'instate', operator: 'equals', target: 'Y' },
      children: [
        { type: 'radio', key: 'resident', label: 'Resident?', options: 'yes_no' },
        {
          type: 'text',
          key: 'years',
          label: 'Years',
          visibleWhen: { valueKey: 'resident', operator: 'equals', target: 'Y' },
        },
      ],
    },
    { type: 'select', key: 'country', label: 'Country', options: 'countries' },
    {
      type: 'dependentSelect',
      key: 'region',
      label: 'Region',
      controller: 'country',
      optionsByAnswer: { USA: 'states_provinces' },
    },
    {
      type: 'addAnother',
      buttonId: 'prev',
      prefix: 'prev_',
      max: 3,
      children: [{ type: 'text', key: 'city', label: 'City' }],
    },
    {
      type: 'tabs',
      tabId: 'proof',
      defaultTab: 'upload',
      tabs: [
        {
          value: 'upload',
          label: 'Upload',
          children: [{ type: 'file', key: 'doc', label: 'Doc' }],
        },
        {
          value: 'essay',
          label: 'Essay',
          children: [{ type: 'text', key: 'essay', label: 'Essay', inputType: 'textarea' }],
        },
      ],
    },
    {
      type: 'confirm',
      key: 'agree',
      mode: 'button',
      label: 'I agree',
      before: [{ type: 'markdown', id: 'terms', markdown: 'Terms' }],
      after: [{ type: 'text', key: 'signature', label: 'Signature' }],
    },
  ]),
);

describe('evaluateVisibility', () => {
  it('hides a branch until its condition holds', () => {
    expect(evaluateVisibility(chain, { answers: {} }).visible.has('resident')).toBe(false);
    expect(evaluateVisibility(chain, { answers: { instate: 'Y' } }).visible.has('resident')).toBe(
      true,
    );
  });

  it('clears hidden answers and their _desc companions', () => {
    const { clear } = evaluateVisibility(chain, {
      answers: { instate: 'N', resident: 'Y', resident_desc: 'Yes' },
    });
    expect(clear).toMatchObject({ resident: '', resident_desc: '' });
  });

  it('clears a whole chain when its root hides it', () => {
    const { clear } = evaluateVisibility(chain, {
      answers: { instate: 'N', resident: 'Y', years: '3' },
    });
    expect(clear).toMatchObject({ resident: '', years: '' });
  });

  it('shows an options-by-answer select only when the controller has a list', () => {
    expect(evaluateVisibility(chain, { answers: { country: 'USA' } }).visible.has('region')).toBe(
      true,
    );
    expect(evaluateVisibility(chain, { answers: { country: 'FRA' } }).visible.has('region')).toBe(
      false,
    );
  });

  it('shows add-another block n only while the count is at least n', () => {
    expect(evaluateVisibility(chain, { answers: {} }).visible.has('prev_2_city')).toBe(false);
    expect(
      evaluateVisibility(chain, { answers: {}, addAnother: { prev: 2 } }).visible.has(
        'prev_2_city',
      ),
    ).toBe(true);
    expect(
      evaluateVisibility(chain, { answers: {}, addAnother: { prev: 2 } }).visible.has(
        'prev_3_city',
      ),
    ).toBe(false);
  });

  it('shows only the chosen tab, the default one when none is chosen', () => {
    expect(evaluateVisibility(chain, { answers: {} }).visible.has('doc')).toBe(true);
    const essay = evaluateVisibility(chain, { answers: {}, tabs: { proof: 'essay' } });
    expect(essay.visible.has('doc')).toBe(false);
    expect(essay.visible.has('essay')).toBe(true);
  });

  it('switches confirm content from before to after', () => {
    expect(evaluateVisibility(chain, { answers: {} }).visible.has('signature')).toBe(false);
    expect(evaluateVisibility(chain, { answers: { agree: true } }).visible.has('signature')).toBe(
      true,
    );
  });
});

describe('applyAnswerChange', () => {
  it('resets a dependent select and its _desc when the controller changes', () => {
    const patch = applyAnswerChange(
      chain,
      { answers: { country: 'USA', region: 'Maryland', region_desc: 'Maryland' } },
      { country: 'CAN' },
    );
    expect(patch).toEqual({ country: 'CAN', region: '', region_desc: '' });
  });

  it('keeps a dependent select when the controller is set to the same value', () => {
    const patch = applyAnswerChange(
      chain,
      { answers: { country: 'USA', region: 'Maryland' } },
      { country: 'USA' },
    );
    expect(patch).toEqual({ country: 'USA' });
  });

  it('returns the change plus what it hid', () => {
    const patch = applyAnswerChange(
      chain,
      { answers: { instate: 'Y', resident: 'Y', years: '2' } },
      { instate: 'N', instate_desc: 'No' },
    );
    expect(patch).toEqual({
      instate: 'N',
      instate_desc: 'No',
      resident: '',
      resident_desc: '',
      years: '',
    });
  });
});
