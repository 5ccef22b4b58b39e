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
import { modelWith } from './fixtures.tsx';

const model = modelWith([
  { type: 'text', key: 'first_name', label: 'First name' },
  { type: 'markdown', id: 'intro', markdown: 'Hello' },
]);
const nodes = model.pages[0]!.sections[0]!.children;
const textNode = nodes[0]!;
const markdownNode = nodes[1]!;
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
