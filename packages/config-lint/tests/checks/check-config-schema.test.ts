import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkConfigSchema } from '../../src/index.ts';
import { declaredConfig, validPartner } from './check-fixtures.ts';
import { nodeTypeList } from '../node-type-list.ts';

const C = '/pages/0/sections/0/children';
const problems = (nodes: unknown[], partner: object = {}) => {
  const config = declaredConfig([]);
  config.pages[0]!.sections[0]!.children = nodes as Node[];
  config.partner = { ...validPartner, ...partner } as typeof validPartner;
  return checkConfigSchema(config).map((p) => `${p.pointer}: ${p.message}`);
};

const text = { type: 'text', key: 'name', label: 'Name' };
const group = (...children: unknown[]) => ({ type: 'group', id: 'g', children });

describe('checkConfigSchema', () => {
  it('finds nothing in a valid config', () => {
    expect(problems([text, group(text)])).toEqual([]);
  });

  it('reports a misspelt member of a nested question at that question, not at its block', () => {
    expect(
      problems([
        {
          type: 'addAnother',
          buttonId: 'p',
          prefix: 'p_',
          children: [text, { ...text, lable: 'Name' }],
        },
      ]),
    ).toEqual([`${C}/0/children/1: unknown member "lable"`]);
  });

  it('reports a tab group with one tab at its tabs, inside a group', () => {
    const tabs = {
      type: 'tabs',
      tabId: 't',
      defaultTab: 'a',
      tabs: [{ value: 'a', label: 'A', children: [text] }],
    };
    expect(problems([group(tabs)])).toEqual([
      `${C}/0/children/0/tabs: tabs must have at least 2 items; it has 1`,
    ]);
  });

  it('reports a member of a question inside a tab at that question', () => {
    const file = { type: 'file', key: 'doc', label: 'Document', accept: ['.gif'] };
    const tabs = {
      type: 'tabs',
      tabId: 't',
      defaultTab: 'a',
      tabs: [
        { value: 'a', label: 'A', children: [file] },
        { value: 'b', label: 'B', children: [] },
      ],
    };
    expect(problems([tabs])).toEqual([`${C}/0/tabs/0/children/0: unknown member "accept"`]);
  });

  it('names the node types when a type is unknown, at the type', () => {
    expect(problems([group({ ...text, type: 'txt' })])).toEqual([
      `${C}/0/children/0/type: type "txt" must be one of ${nodeTypeList()}`,
    ]);
  });

  it('says a pattern in words', () => {
    expect(problems([group({ ...text, key: 'First_name' })])).toEqual([
      `${C}/0/children/0/key: key "First_name" must be lowercase letters, digits and _, starting with a letter (inside a block, "{prefix}" may come first)`,
    ]);
    expect(problems([text], { privacyPolicyUrl: 'example.edu/privacy' })).toEqual([
      '/partner/privacyPolicyUrl: privacyPolicyUrl "example.edu/privacy" must be a web address starting with "https://" or "http://"',
    ]);
  });

  it('lists the values a member may take', () => {
    expect(problems([{ ...text, inputType: 'dat' }])).toEqual([
      `${C}/0/inputType: inputType "dat" must be one of "text", "textarea", "date" or "password"`,
    ]);
  });

  it('explains the condition form a condition resembles', () => {
    const visibleWhen = { not: { valueKey: 'name', operator: 'eq', target: 'x' } };
    expect(problems([text, { ...text, key: 'b', visibleWhen }])).toEqual([
      `${C}/1/visibleWhen/not/operator: operator "eq" must be one of "equals", "notEquals", "lt", "lte", "gt", "gte", "notAnswered", "answered", "in" or "notIn"`,
    ]);
  });

  it('says which kinds of value a member takes when it is none of them', () => {
    expect(problems([{ ...text, required: 'yes' }])).toEqual([
      `${C}/0/required: required must be true or false, an object or a list, not "yes"`,
    ]);
  });
});
