import type { LintProblem } from '../../src/index.ts';
import type { PartnerFolderData } from './partner-folder-data.ts';

const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/**
 * How the place a JSON pointer names begins in a file written as `JSON.stringify(root, null, 2)`,
 * worked out from the parsed value (not from config-lint's reader): an object member by its name
 * and colon, an array element by its first line, the whole file (or a pointer none of whose tokens
 * is written) by the file's first character. The deepest written token counts.
 */
export function writtenStart(root: unknown, pointer: string): string {
  let node = root;
  let start = `${JSON.stringify(root, null, 2)}`.slice(0, 1);
  for (const token of tokensOf(pointer)) {
    if (Array.isArray(node) && /^\d+$/.test(token) && Number(token) < node.length) {
      node = node[Number(token)];
      start = JSON.stringify(node, null, 2).split('\n')[0]!;
    } else if (typeof node === 'object' && node !== null && Object.hasOwn(node, token)) {
      node = (node as Record<string, unknown>)[token];
      start = `${JSON.stringify(token)}:`;
    } else break;
  }
  return start;
}

/** The text of a file from a 1-based line and column to the end of that line. */
export const textFrom = (text: string, line: number, column: number): string =>
  (text.split('\n')[line - 1] ?? '').slice(column - 1);

/**
 * Where a problem's line:column is wrong, or undefined when it is right: in a JSON file of the
 * folder it must be where the problem's pointer is written; in a file that does not parse it must
 * lie inside the file; a file that is missing is placed at 1:1.
 */
export function misplaced(data: PartnerFolderData, problem: LintProblem): string | undefined {
  const { file, pointer, line, column } = problem;
  const at = `${file}:${line}:${column} ${pointer}`;
  if (line < 1 || column < 1) return `${at}: not a place in a file`;
  if (file in data.json) {
    const expected = writtenStart(data.json[file], pointer);
    const text = textFrom(`${JSON.stringify(data.json[file], null, 2)}\n`, line, column);
    return text.startsWith(expected) ? undefined : `${at}: "${text}" does not start "${expected}"`;
  }
  const raw = data.text[file];
  if (raw !== undefined)
    return line <= raw.split('\n').length && column <= raw.split('\n')[line - 1]!.length + 1
      ? undefined
      : `${at}: outside the file`;
  return line === 1 && column === 1 && pointer === '' ? undefined : `${at}: a missing file is 1:1`;
}
