// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileFormModel, type Node } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const keysOf = (nodes: Node[]) => compileFormModel(configWith(nodes)).fields.map((f) => f.key);

describe('compileFormModel', () => {
  it('expands an address block with its prefix and optional county', () => {
    expect(keysOf([{ type: 'address', id: 'mail', prefix: 'mailing_' }])).toEqual([
      'mailing_address_line_1',
      'mailing_address_line_2',
      'mailing_city',
      'mailing_state',
      'mailing_zip',
      'mailing_country',
    ]);
    expect(keysOf([{ type: 'address', id: 'home', county: true }])).toContain('county');
  });

  it('labels the second address line "Apt. #"', () => {
    const model = compileFormModel(configWith([{ type: 'address', id: 'home' }]));
    expect(model.fieldsByKey.get('address_line_2')?.label).toBe('Apt. #');
  });

  it('makes the street line of an address with lookup a creatable address search filling the rest', () => {
    const model = compileFormModel(
      configWith([{ type: 'address', id: 'mail', prefix: 'mailing_', lookup: true }]),
    );
    expect(model.fieldsByKey.get('mailing_address_line_1')?.node).toMatchObject({
      type: 'lookup',
      category: 'address',
      creatable: true,
      fills: {
        city: 'mailing_city',
        state: 'mailing_state',
        zip: 'mailing_zip',
        country: 'mailing_country',
      },
    });
  });

  it('expands a school block with a searchable name that fills the other parts', () => {
    const model = compileFormModel(
      configWith([{ type: 'school', id: 'hs', prefix: 'hs_', category: 'hs_ceeb', country: true }]),
    );
    expect(model.fields.map((f) => f.key)).toEqual([
      'hs_name',
      'hs_address_line_1',
      'hs_city',
      'hs_state',
      'hs_zip',
      'hs_ceeb',
      'hs_country',
    ]);
    const name = model.fieldsByKey.get('hs_name')!;
    expect(name.kind).toBe('lookup');
    expect(name.node).toMatchObject({
      category: 'hs_ceeb',
      creatable: true,
      fills: { ceeb: 'hs_ceeb', city: 'hs_city', country: 'hs_country' },
    });
  });

  it('gives add-another block n the prefix <prefix><n>_, nesting block prefixes', () => {
    const keys = keysOf([
      {
        type: 'addAnother',
        buttonId: 'parents',
        prefix: 'parent_',
        max: 2,
        children: [
          { type: 'text', key: 'first_name', label: 'First' },
          { type: 'address', id: 'paddr' },
        ],
      },
    ]);
    expect(keys).toContain('parent_first_name');
    expect(keys).toContain('parent_2_first_name');
    expect(keys).toContain('parent_address_line_1');
    expect(keys).toContain('parent_2_city');
    expect(keys).not.toContain('parent_3_first_name');
  });

  it("resolves {prefix} in block conditions to the block's own keys", () => {
    const model = compileFormModel(
      configWith([
        {
          type: 'addAnother',
          buttonId: 'p',
          prefix: 'parent_',
          max: 2,
          children: [
            { type: 'check', key: 'same', label: 'Same' },
            {
              type: 'text',
              key: 'city',
              label: 'City',
              visibleWhen: { valueKey: '{prefix}same', operator: 'notEquals', target: true },
            },
          ],
        },
      ]),
    );
    const guards = model.fieldsByKey.get('parent_2_city')!.guards;
    expect(guards).toContainEqual({
      type: 'condition',
      condition: { valueKey: 'parent_2_same', operator: 'notEquals', target: true },
    });
    expect(guards).toContainEqual({ type: 'addAnother', buttonId: 'p', index: 2 });
  });

  it('adds a _desc companion to selects, radios and dependent selects only', () => {
    const model = compileFormModel(
      configWith([
        { type: 'select', key: 'a', label: 'A', options: 'yes_no' },
        { type: 'radio', key: 'b', label: 'B', options: 'yes_no' },
        {
          type: 'dependentSelect',
          key: 'c',
          label: 'C',
          controller: 'a',
          optionsByAnswer: { Y: 'yes_no' },
        },
        { type: 'text', key: 'd', label: 'D' },
      ]),
    );
    expect(model.fields.map((f) => f.descKey)).toEqual(['a_desc', 'b_desc', 'c_desc', undefined]);
  });

  it('generates year options from today', () => {
    const model = compileFormModel(
      configWith([
        {
          type: 'select',
          key: 'y',
          label: 'Year',
          options: { type: 'years', count: 3, direction: 'past', blank: '--' },
        },
      ]),
      { today: new Date(2026, 5, 1) },
    );
    expect(model.fieldsByKey.get('y')!.options!.map((o) => o.value)).toEqual([
      '',
      '2026',
      '2025',
      '2024',
    ]);
  });

  it('records tab contents and the keys each tab clears', () => {
    const model = compileFormModel(
      configWith([
        {
          type: 'tabs',
          tabId: 'proof',
          defaultTab: 'upload',
          tabs: [
            {
              value: 'upload',
              label: 'Upload',
              children: [{ type: 'file', key: 'doc', label: 'Document' }],
            },
            {
              value: 'essay',
              label: 'Explain',
              clearKeys: ['extra'],
              children: [{ type: 'select', key: 'why', label: 'Why', options: 'yes_no' }],
            },
          ],
        },
      ]),
    );
    expect(model.tabs[0]).toMatchObject({
      tabId: 'proof',
      defaultTab: 'upload',
      clearKeys: { upload: ['doc'], essay: ['why', 'why_desc', 'extra'] },
      fileKeys: { upload: ['doc'], essay: [] },
    });
  });

  it('makes required messages from the label and keeps case messages', () => {
    const model = compileFormModel(
      configWith([
        { type: 'text', key: 'a', label: 'First Name', required: true },
        {
          type: 'text',
          key: 'b',
          label: 'B',
          required: [{ when: { valueKey: 'a', operator: 'answered' }, message: 'Needs B' }],
        },
      ]),
    );
    expect(model.fieldsByKey.get('a')!.required).toEqual([{ message: 'Enter First Name' }]);
    expect(model.fieldsByKey.get('b')!.required[0]!.message).toBe('Needs B');
  });

  it('maps each controlling key to the fields that depend on it', () => {
    const model = compileFormModel(
      configWith([
        { type: 'radio', key: 'a', label: 'A', options: 'yes_no' },
        {
          type: 'text',
          key: 'b',
          label: 'B',
          visibleWhen: { valueKey: 'a', operator: 'equals', target: 'Y' },
        },
        { type: 'dependentSelect', key: 'c', label: 'C', controller: 'a', options: 'yes_no' },
      ]),
    );
    expect(model.dependents.get('a')).toEqual(['b', 'c']);
  });
});

describe('compileFormModel: ids inside add-another blocks', () => {
  const model = compileFormModel(
    configWith([
      {
        type: 'addAnother',
        buttonId: 'kids',
        prefix: 'kid_',
        max: 2,
        children: [
          {
            type: 'checkboxGroup',
            id: 'race',
            label: 'Race',
            items: [{ key: 'asian', label: 'Asian' }],
          },
          { type: 'address', id: 'home' },
          {
            type: 'tabs',
            tabId: 'proof',
            defaultTab: 'a',
            tabs: [
              {
                value: 'a',
                label: 'A',
                clearKeys: ['note'],
                children: [{ type: 'text', key: 'x', label: 'X' }],
              },
              { value: 'b', label: 'B', children: [{ type: 'text', key: 'y', label: 'Y' }] },
            ],
          },
        ],
      },
    ]),
  );

  it('suffixes checkbox group ids with the block number from block 2 on', () => {
    expect(model.groups.map((g) => g.id)).toEqual(['race', 'race_2']);
  });

  it('suffixes address block ids so anchors stay unique', () => {
    expect(model.fieldsByKey.get('kid_2_city')!.part!.blockId).toBe('home_2');
  });

  it('gives each block its own tab choice and prefixes its extra clear keys', () => {
    expect(model.tabs.map((t) => t.tabId)).toEqual(['proof', 'proof_2']);
    expect(model.tabs[1]!.clearKeys.a).toEqual(['kid_2_x', 'kid_2_note']);
    expect(model.fieldsByKey.get('kid_2_y')!.guards).toContainEqual({
      type: 'tab',
      tabId: 'proof_2',
      value: 'b',
    });
  });
});

describe('compileFormModel: block numbers in texts', () => {
  it('replaces {n} in labels and messages with the add-another block number', () => {
    const model = compileFormModel(
      configWith([
        {
          type: 'addAnother',
          buttonId: 'parents',
          prefix: 'parent_',
          max: 2,
          children: [
            {
              type: 'text',
              key: 'email',
              label: 'Parent {n} e-mail',
              checks: [
                {
                  type: 'email',
                  message: 'Parent {n}/Guardian {n}: Please enter a valid email address.',
                },
              ],
            },
            {
              type: 'phone',
              key: 'phone',
              label: 'Phone',
              invalidMessage: 'Parent {n}/Guardian {n}: Please enter a valid phone number.',
            },
          ],
        },
      ]),
    );
    expect(model.fieldsByKey.get('parent_2_email')!.label).toBe('Parent 2 e-mail');
    expect(model.fieldsByKey.get('parent_2_email')!.checks.map((c) => c.message)).toContain(
      'Parent 2/Guardian 2: Please enter a valid email address.',
    );
    expect(model.fieldsByKey.get('parent_phone')!.checks[0]!.message).toBe(
      'Parent 1/Guardian 1: Please enter a valid phone number.',
    );
  });
});
