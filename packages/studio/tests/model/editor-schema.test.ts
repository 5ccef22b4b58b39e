import { describe, expect, it } from 'vitest';
import {
  configTree,
  editorSchema,
  flattenTree,
  formSchema,
  problemsByItem,
  itemKey,
} from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files } = await bundledPartner();
const items = flattenTree(configTree(files));

describe("the node editor's schema", () => {
  it('is the branch of the config schema for the node type, with its descriptions and the studio widgets', () => {
    const select = items.find((i) => i.type === 'select')!;
    const { schema, uiSchema } = editorSchema(files, select.address)!;
    const properties = schema.properties as Record<
      string,
      { description?: string; const?: string }
    >;
    expect(properties.type!.const).toBe('select');
    expect(properties.key!.description).toMatch(/Answer key/);
    expect(uiSchema.key).toEqual({ 'ui:widget': 'answerKey' });
    expect(uiSchema.options).toMatchObject({ 'ui:field': 'optionSource' });
    expect(uiSchema.visibleWhen).toMatchObject({ 'ui:field': 'condition' });
    expect(schema.definitions).toHaveProperty('Condition');
  });

  it('leaves child nodes to the tree', () => {
    const block = items.find((i) => i.type === 'addAnother' || i.type === 'group')!;
    expect(editorSchema(files, block.address)!.uiSchema.children).toEqual({
      'ui:field': 'nodeList',
    });
  });

  it("edits a page without its sections and a section's members", () => {
    const page = editorSchema(files, { file: 'pages/about.json', pointer: '' })!;
    expect(page.schema.properties).not.toHaveProperty('sections');
    expect(page.schema.required).not.toContain('sections');
    const section = editorSchema(files, { file: 'pages/about.json', pointer: '/sections/0' })!;
    expect(section.schema.properties).toHaveProperty('title');
  });

  it('gives a choice among constants as an enum of their type, which rjsf shows as a select', () => {
    const text = items.find((i) => i.type === 'text')!;
    const properties = editorSchema(files, text.address)!.schema.properties as Record<
      string,
      unknown
    >;
    expect(properties.inputType).toMatchObject({
      type: 'string',
      enum: ['text', 'textarea', 'date', 'password'],
    });
    expect(properties.inputType).not.toHaveProperty('anyOf');
    expect(properties.category).toMatchObject({ type: 'string', enum: ['password', 'ssn'] });
  });

  it('leaves every other union, and data such as constants and defaults, as they are', () => {
    const schema = {
      properties: {
        required: { anyOf: [{ type: 'boolean' }, { $ref: '#/definitions/Condition' }] },
        level: { oneOf: [{ const: 1 }, { const: 2.5 }], default: { anyOf: [{ const: 1 }] } },
        flag: { enum: [true, false] },
      },
    };
    expect(formSchema(schema)).toEqual({
      properties: {
        required: schema.properties.required,
        level: { type: 'number', enum: [1, 2.5], default: { anyOf: [{ const: 1 }] } },
        flag: { type: 'boolean', enum: [true, false] },
      },
    });
  });

  it('has no form for something that is not a page, section or node', () => {
    expect(editorSchema(files, { file: 'partner.json', pointer: '' })).toBeUndefined();
  });
});

describe('problems by tree item', () => {
  it('puts a problem at the deepest node holding its pointer, and others at their file', () => {
    const node = items.find((i) => i.kind === 'node')!;
    const problem = {
      severity: 'error' as const,
      file: node.address.file,
      pointer: `${node.address.pointer}/label`,
      line: 1,
      column: 1,
      message: 'a problem',
      rule: 'test',
    };
    const elsewhere = { ...problem, file: 'partner.json', pointer: '/name' };
    const byItem = problemsByItem(configTree(files), [problem, elsewhere]);
    expect(byItem.get(itemKey(node.address))).toEqual([problem]);
    expect(byItem.get(itemKey({ file: 'partner.json', pointer: '' }))).toEqual([elsewhere]);
  });
});
