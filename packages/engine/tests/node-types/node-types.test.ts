import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  NodeSchema,
  compileFormModel,
  printApplication,
  type FieldKind,
  type NodeType,
} from '../../src/index.ts';
import { nodeTypes } from '../../src/node-types/node-types.ts';
import { everyType } from '../fixtures/every-node-type.ts';
import { configWith } from '../fixtures/minimal-config.ts';

/** The `type` literal of every branch of the config schema's node union. */
const schemaTypes = (NodeSchema.anyOf as { properties: { type: { const: string } } }[]).map(
  (branch) => branch.properties.type.const,
);

const fieldKinds: FieldKind[] = [
  'text',
  'phone',
  'select',
  'dependentSelect',
  'radio',
  'check',
  'file',
  'lookup',
];

describe('nodeTypes', () => {
  it('has a definition for every node type of the config schema, and no other', () => {
    expect(schemaTypes).toHaveLength(16);
    expect(Object.keys(nodeTypes).sort()).toEqual([...schemaTypes].sort());
  });

  it.each(Object.entries(nodeTypes))('%s is registered under its own type', (type, definition) => {
    expect(definition.type).toBe(type);
  });

  it.each(Object.entries(nodeTypes))('%s compiles and prints', (_type, definition) => {
    expect(definition.compile).toBeTypeOf('function');
    expect(definition.print).toBeTypeOf('function');
  });

  it.each(fieldKinds)('question type %s has a print text and a value type', (kind) => {
    const definition = nodeTypes[kind];
    expect(definition.printText).toBeTypeOf('function');
    expect(['string', 'boolean']).toContain(definition.valueType);
  });

  it('takes the question types from the schema: the node types with checks', () => {
    expectTypeOf<FieldKind>().toEqualTypeOf<(typeof fieldKinds)[number]>();
    expectTypeOf<FieldKind>().toEqualTypeOf<
      'text' | 'phone' | 'select' | 'dependentSelect' | 'radio' | 'check' | 'file' | 'lookup'
    >();
  });

  it('compiles a config using every node type', () => {
    expect(new Set(everyType.map((n) => n.type)).size).toBe(schemaTypes.length);
    const model = compileFormModel(configWith(everyType));
    const kinds = new Set(model.fields.map((f) => f.kind));
    expect([...kinds].sort()).toEqual([...fieldKinds].sort());
    const views = model.pages[0]!.sections[0]!.children;
    expect(views.map((v) => (v.type === 'field' ? v.field.kind : v.type))).toEqual(
      everyType.map((n) => n.type as NodeType),
    );
    expect(model.addAnother[0]!.blockKeys).toEqual([['more_x'], ['more_2_x']]);
    expect(model.tabs[0]!.clearKeys).toEqual({ a: ['tab_a'], b: ['tab_b'] });
  });

  it('prints a config using every node type', () => {
    const model = compileFormModel(configWith(everyType));
    const answers = {
      a_text: 'Some text',
      a_select: 'Y',
      a_radio: 'Y',
      a_radio_more: 'More text',
      a_check: true,
      a_box: true,
      addr_city: 'Baltimore',
      sch_name: 'High School',
      in_group: 'Grouped answer',
    };
    const [page] = printApplication(model, { answers });
    const keys = page!.sections.flatMap((s) => s.items.map((i) => i.key));
    expect(keys).toEqual([
      'a_text',
      'a_select',
      'a_radio',
      'a_radio_more',
      'a_check',
      'a_group',
      'an_address',
      'a_school',
      'a_grp',
      'in_group',
    ]);
  });
});
