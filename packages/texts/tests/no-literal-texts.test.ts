import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../..');

/**
 * The folders whose components take every word from the product's catalogues (@admit/texts,
 * through useText or the staff console's STAFF_TEXTS): a text written in a component there would
 * escape translation. A folder (or a file, while its folder is on the way) joins the list when its
 * texts have moved.
 */
const MIGRATED = [
  'packages/web/src/shell',
  'packages/web/src/sync',
  'packages/web/src/form',
  'packages/web/src/auth',
  'packages/mui/src/shell',
  'packages/mui/src/widgets',
  'packages/node-types/src',
  'packages/web/src/staff',
];

/** Attributes a person reads (or hears). */
const READ_ATTRIBUTES = new Set([
  'legend',
  'headerName',
  'header',
  'submitText',
  'text',
  'aria-label',
  'title',
  'label',
  'buttonText',
  'placeholder',
  'alt',
  'helperText',
]);

/** Words written in a component's markup: JSX text, and string literals in attributes a person reads. */
export function literalTexts(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    )
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the components whose texts are in the catalogues', () => {
  it('write no words of their own (each is a catalogue id read with useText)', () => {
    const files = MIGRATED.flatMap((entry) =>
      entry.endsWith('.tsx')
        ? [join(repo, entry)]
        : readdirSync(join(repo, entry), { recursive: true, encoding: 'utf8' })
            .filter((name) => name.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(name))
            .map((name) => join(repo, entry, name)),
    );
    const escaped = files.flatMap((path) =>
      literalTexts(path, readFileSync(path, 'utf8')).map(
        (text) => `${relative(repo, path)}: ${text}`,
      ),
    );
    expect(escaped).toEqual([]);
  });

  it('would catch a text written in markup', () => {
    expect(
      literalTexts('x.tsx', 'const a = <p aria-label="Close">Hello <b>{name}</b></p>;'),
    ).toEqual(['aria-label="Close"', 'Hello']);
  });
});
