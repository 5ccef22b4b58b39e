// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMMON_TEXT_MEMBERS } from '@admit/engine';
import { configFileSchemas } from '@admit/node-types/schema';
import { TEXT_MEMBERS, nodeTypes, partnerTexts } from '../../../src/index.ts';

/**
 * The string members of pages and option lists that are no text a person reads: answer keys,
 * ids, option values, list names, regular expressions and the like. A member the schemas gain
 * must be added here or be a text member (the common ones, or its node type's `textMembers`).
 */
const NOT_TEXTS = [
  '$schema',
  'controller',
  'countryOptions',
  'countyOptions',
  'defaultTab',
  'options',
  'otherKey',
  'pattern',
  'stateOptions',
  'target',
  'value',
  'valueKey',
];

type Schema = Record<string, unknown>;
/** Whether a member's schema takes a free string: no pattern, constant or list of values. */
const isFreeString = (schema: Schema): boolean =>
  (schema.type === 'string' &&
    !('pattern' in schema) &&
    !('const' in schema) &&
    !('enum' in schema)) ||
  (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some(isFreeString));

/** Every member name whose schema takes a free string, anywhere in a schema. */
function freeStringMembers(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) freeStringMembers(item, names);
  else if (typeof schema === 'object' && schema !== null)
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties')
        for (const [name, member] of Object.entries(value as Record<string, Schema>))
          if (isFreeString(member)) names.add(name);
      freeStringMembers(value, names);
    }
  return names;
}

describe('TEXT_MEMBERS', () => {
  const schemas = configFileSchemas();
  const members = freeStringMembers([
    schemas['page.schema.json'],
    schemas['option-list.schema.json'],
  ]);

  it('classes every free string member of pages and option lists as a text or not', () => {
    expect([...members].filter((name) => !TEXT_MEMBERS.has(name)).sort()).toEqual(NOT_TEXTS);
  });

  it('names only members the schemas have', () => {
    expect([...TEXT_MEMBERS].filter((name) => !members.has(name))).toEqual([]);
  });

  it("holds the common members and each node type's own", () => {
    expect(TEXT_MEMBERS).toEqual(
      new Set([
        ...COMMON_TEXT_MEMBERS,
        'placeholder',
        'unit',
        'invalidMessage',
        'buttonText',
        'markdown',
      ]),
    );
    expect(
      Object.values(nodeTypes)
        .filter((t) => 'textMembers' in t)
        .map((t) => t.type),
    ).toEqual(['text', 'number', 'phone', 'addAnother', 'markdown']);
  });
});

describe('partnerTexts', () => {
  it("finds a node type's own text members", () => {
    const page = {
      id: 'start',
      title: 'Start',
      step: 1,
      sections: [
        {
          id: 'one',
          title: 'One',
          children: [
            { type: 'number', key: 'hours', label: 'Hours', unit: 'hours', invalidMessage: 'Bad' },
            { type: 'markdown', id: 'note', markdown: 'Note' },
          ],
        },
      ],
    };
    expect(partnerTexts({ 'pages/start.json': page }).map((t) => t.id)).toEqual([
      'pages/start.json#/title',
      'pages/start.json#/sections/one/title',
      'pages/start.json#/sections/one/children/hours/label',
      'pages/start.json#/sections/one/children/hours/unit',
      'pages/start.json#/sections/one/children/hours/invalidMessage',
      'pages/start.json#/sections/one/children/note/markdown',
    ]);
  });
});
