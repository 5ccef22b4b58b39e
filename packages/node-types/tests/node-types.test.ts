import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, type FormMode } from '@admit/react';
import { printApplication, type FieldTypeDefinition } from '@admit/engine';
import { describe, expect, it } from 'vitest';
import { compileFormModel, nodeTypes, type Node } from '../src/index.ts';
import { NodeSchema } from '../src/node-schema.ts';
import { rendererFiles, renderers } from '../src/renderers.ts';
import { nodeTypeStudios, studioFiles } from '../src/studio.ts';
import { configWith } from './fixtures/minimal-config.ts';

const SRC = join(import.meta.dirname, '../src');

/** The folders of src/ that are no node type: what several types share, and the kits. */
const SHARED_FOLDERS = ['blocks', 'field', 'story-kit', 'studio-kit', 'test-kit'];

const types = Object.keys(nodeTypes);

/** The `type` literal of every branch of the config schema's node union. */
const schemaBranches = NodeSchema.anyOf as {
  properties: Record<string, unknown> & { type: { const: string } };
}[];
const schemaTypes = schemaBranches.map((branch) => branch.properties.type.const);
/** The question types: the branches with `checks` (the members every question has). */
const questionTypes = schemaBranches
  .filter((branch) => 'checks' in branch.properties)
  .map((branch) => branch.properties.type.const);

const filesOf = (type: string) => readdirSync(join(SRC, type));

/** A node of every registered type, as the studio adds one (its template), in registry order. */
const templates = types.map(
  (type) =>
    nodeTypeStudios.get(type)!.template({
      key: `a_${type.toLowerCase()}`,
      id: `an_${type.toLowerCase()}`,
      label: `A ${type}`,
      options: 'yes_no',
      name: (base, suffix = '') => `${base}_${type.toLowerCase()}${suffix}`,
    }) as Node,
);

describe('the registry of node types', () => {
  it('has a folder named after each type, and no folder that is no registered type', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !SHARED_FOLDERS.includes(name));
    expect(folders.sort()).toEqual([...types].sort());
  });

  it.each(types)(
    '%s has its schema, definition, renderer, studio file, stories and tests',
    (type) => {
      const files = filesOf(type);
      expect(files).toContain(`${type}.schema.ts`);
      expect(files).toContain(`${type}.ts`);
      expect(files).toContain(`${type}.studio.ts`);
      expect(files.filter((file) => /Renderer\.tsx$/.test(file))).toEqual([
        `${type[0]!.toUpperCase()}${type.slice(1)}Renderer.tsx`,
      ]);
      expect(files.filter((file) => file.endsWith('.stories.tsx')).length).toBeGreaterThan(0);
      expect(files.filter((file) => /\.test\.tsx?$/.test(file)).length).toBeGreaterThan(0);
    },
  );

  it('finds exactly one renderer and one studio file per type, by its folder', () => {
    expect(rendererFiles.map((file) => file.type).sort()).toEqual([...types].sort());
    expect(studioFiles.map((file) => file.type).sort()).toEqual([...types].sort());
  });

  it('gives the config schema a branch for every registered type, in its order, and no other', () => {
    expect(schemaTypes).toEqual(types);
  });

  it.each(Object.entries(nodeTypes))('%s is registered under its own type', (type, definition) => {
    expect(definition.type).toBe(type);
  });

  it.each(Object.entries(nodeTypes))('%s compiles and prints', (_type, definition) => {
    expect(definition.compile).toBeTypeOf('function');
    expect(definition.print).toBeTypeOf('function');
  });

  it.each(questionTypes)('question type %s has a print text and a value type', (type) => {
    const definition = nodeTypes[type as keyof typeof nodeTypes] as FieldTypeDefinition;
    expect(definition.printText).toBeTypeOf('function');
    expect(['string', 'boolean']).toContain(definition.valueType);
  });

  it('compiles and prints a config using every node type, each view made by its node type', () => {
    const model = compileFormModel(configWith(templates));
    const views = model.pages[0]!.sections[0]!.children;
    expect(views.map((view) => view.nodeType)).toEqual(types);
    expect(model.fields.every((field) => types.includes(field.kind))).toBe(true);
    expect(() => printApplication(model, { answers: {} })).not.toThrow();
  });
});

describe('the renderers', () => {
  const model = compileFormModel(configWith(templates));
  const views = model.pages[0]!.sections[0]!.children;

  it.each<FormMode>(['edit', 'loggedOut', 'print'])('render every node type in %s mode', (mode) => {
    const registry = createRegistry(renderers);
    expect(views).toHaveLength(types.length);
    for (const view of views) expect(() => registry.resolve(view, { mode, model })).not.toThrow();
  });

  it('has a renderer for every node type of the config schema', () => {
    expect(renderers.map((entry) => entry.name).sort()).toEqual(
      schemaTypes.map((type) => `mui/${type}`).sort(),
    );
  });

  it('resolves each node to the entry named after its type', () => {
    const registry = createRegistry(renderers);
    for (const view of views)
      expect(registry.resolve(view, { mode: 'edit', model }).name).toBe(`mui/${view.nodeType}`);
  });
});
