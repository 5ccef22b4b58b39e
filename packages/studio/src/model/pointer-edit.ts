import { pointerToken } from '@admit/engine';
import type { Address, StudioFiles } from './studio-files.ts';

type Json = unknown;

/** The tokens of a pointer, unescaped. */
export const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/** A pointer made of tokens. */
export const pointerOf = (tokens: readonly (string | number)[]): string =>
  tokens.map((t) => `/${pointerToken(t)}`).join('');

/** The pointer of the array (or object) holding a value, and the value's token in it. */
export function parentOf(pointer: string): { parent: string; token: string } {
  const at = pointer.lastIndexOf('/');
  const tokens = tokensOf(pointer);
  return { parent: pointer.slice(0, at), token: tokens.at(-1) ?? '' };
}

/** The value at an address, or undefined. */
export function valueAt(files: StudioFiles, { file, pointer }: Address): Json {
  let value: Json = files[file];
  for (const token of tokensOf(pointer)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, Json>)[token];
  }
  return value;
}

/** A copy of `root` with the value at `tokens` replaced by what `change` makes of it (undefined removes an object member). */
function updated(root: Json, tokens: readonly string[], change: (value: Json) => Json): Json {
  if (tokens.length === 0) return change(root);
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(root)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= root.length)
      throw new Error(`No item ${head} in the list.`);
    const copy = [...root];
    copy[index] = updated(root[index], rest, change);
    return copy;
  }
  if (typeof root !== 'object' || root === null) throw new Error(`Nothing at "${head}".`);
  const object = root as Record<string, Json>;
  const next = updated(object[head], rest, change);
  const copy = { ...object };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** The files with the value at an address changed by `change` (undefined removes an object member or the file). */
export function updateAt(
  files: StudioFiles,
  { file, pointer }: Address,
  change: (value: Json) => Json,
): StudioFiles {
  const next = updated(files[file], tokensOf(pointer), change);
  const copy = { ...files };
  if (next === undefined) delete copy[file];
  else copy[file] = next;
  return copy;
}

/** The files with the value at an address replaced. */
export const setAt = (files: StudioFiles, address: Address, value: Json): StudioFiles =>
  updateAt(files, address, () => value);

/** The list at an address (an empty one when nothing is there). */
export function listAt(files: StudioFiles, address: Address): Json[] {
  const value = valueAt(files, address);
  return Array.isArray(value) ? value : [];
}
