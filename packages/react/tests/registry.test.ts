import type { FieldModel, FormModel, ViewNode } from '@admit/engine';
import { describe, expect, it } from 'vitest';
import {
  NOT_APPLICABLE,
  and,
  createRegistry,
  inMode,
  isFieldKind,
  isNodeType,
  isOfNodeType,
  not,
  or,
  rankWith,
  type RendererEntry,
  type TesterContext,
} from '../src/index.ts';

/*
 * Views as a form model holds them (the node types compile them; the testers and the registry read
 * only what every view has): a text question and static text.
 */
const textNode: ViewNode = {
  type: 'field',
  nodeType: 'text',
  anchor: 'first_name',
  guards: [],
  field: {
    key: 'first_name',
    kind: 'text',
    label: 'First name',
    guards: [],
  } as unknown as FieldModel,
} as ViewNode;
const markdownNode: ViewNode = {
  type: 'markdown',
  nodeType: 'markdown',
  anchor: 'intro',
  guards: [],
  id: 'intro',
  markdown: 'Hello',
} as ViewNode;
/** The testers and the registry read no model: any one stands for the form's. */
const model = { pages: [] } as unknown as FormModel;
const edit: TesterContext = { mode: 'edit', model };
const print: TesterContext = { mode: 'print', model };
const entry = (name: string, tester: RendererEntry['tester']): RendererEntry => ({
  name,
  tester,
  renderer: () => null,
});

describe('testers', () => {
  it('rankWith gives the rank when the predicate holds, else NOT_APPLICABLE', () => {
    expect(rankWith(3, isFieldKind('text'))(textNode, edit)).toBe(3);
    expect(rankWith(3, isFieldKind('text'))(markdownNode, edit)).toBe(NOT_APPLICABLE);
  });

  it('combines predicates with and, or, not and inMode', () => {
    expect(and(isNodeType('field'), inMode('print'))(textNode, print)).toBe(true);
    expect(and(isNodeType('field'), inMode('print'))(textNode, edit)).toBe(false);
    expect(or(isNodeType('markdown'), isFieldKind('select'))(markdownNode, edit)).toBe(true);
    expect(not(inMode('print'))(textNode, edit)).toBe(true);
  });

  it('isOfNodeType matches a question by its kind and a block by its type', () => {
    expect(isOfNodeType('text')(textNode, edit)).toBe(true);
    expect(isOfNodeType('markdown')(textNode, edit)).toBe(false);
    expect(isOfNodeType('markdown')(markdownNode, edit)).toBe(true);
    expect(isOfNodeType('text')(markdownNode, edit)).toBe(false);
  });
});

describe('createRegistry', () => {
  it('resolves the highest-ranked renderer for the node and mode', () => {
    const registry = createRegistry([
      entry('any-field', rankWith(1, isNodeType('field'))),
      entry('text', rankWith(2, isFieldKind('text'))),
      entry('print-field', rankWith(10, and(inMode('print'), isNodeType('field')))),
    ]);
    expect(registry.resolve(textNode, edit).name).toBe('text');
    expect(registry.resolve(textNode, print).name).toBe('print-field');
  });

  it('throws an error naming the node when no renderer applies', () => {
    const registry = createRegistry([entry('text', rankWith(1, isFieldKind('text')))]);
    expect(() => registry.resolve(markdownNode, edit)).toThrow(
      'No renderer applies to markdown "intro" in mode "edit".',
    );
  });

  it('extend returns a new registry where an added renderer wins at the same rank', () => {
    const base = createRegistry([entry('text', rankWith(2, isFieldKind('text')))]);
    const extended = base.extend([entry('partner-text', rankWith(2, isFieldKind('text')))]);
    expect(extended.resolve(textNode, edit).name).toBe('partner-text');
    expect(base.resolve(textNode, edit).name).toBe('text');
    expect(extended.entries.map((e) => e.name)).toEqual(['text', 'partner-text']);
  });

  it('a lower-ranked extension does not replace a better renderer', () => {
    const extended = createRegistry([entry('text', rankWith(5, isFieldKind('text')))]).extend([
      entry(
        'fallback',
        rankWith(1, () => true),
      ),
    ]);
    expect(extended.resolve(textNode, edit).name).toBe('text');
    expect(extended.resolve(markdownNode, edit).name).toBe('fallback');
  });
});
