import { itemName } from './item-name.ts';
import { pointerOf } from './pointer-edit.ts';
import { sameJson } from './same-json.ts';
import type { Address, StudioFiles } from './studio-files.ts';

/** One value that differs between two states of the folder: its new value (undefined: removed). */
export interface ValueChange extends Address {
  value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a list's items kept their places: as many items, none moved to another place (an item
 * there equal to another one before, or named like another one before). Then each item's change
 * is its own; else the list changed as a whole (a move or an insertion is not a change of the
 * items that shifted).
 */
function itemsInPlace(before: readonly unknown[], after: readonly unknown[]): boolean {
  if (before.length !== after.length) return false;
  const names = before.map(itemName);
  return after.every((item, i) => {
    if (sameJson(item, before[i])) return true;
    if (before.some((other, j) => j !== i && sameJson(other, item))) return false;
    const name = itemName(item);
    return name === undefined || name === names[i] || !names.includes(name);
  });
}

function changesIn(
  file: string,
  tokens: (string | number)[],
  before: unknown,
  after: unknown,
  into: ValueChange[],
): void {
  if (sameJson(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      changesIn(file, [...tokens, key], before[key], after[key], into);
  } else if (Array.isArray(before) && Array.isArray(after) && itemsInPlace(before, after)) {
    after.forEach((item, i) => changesIn(file, [...tokens, i], before[i], item, into));
  } else into.push({ file, pointer: pointerOf(tokens), value: after });
}

/**
 * What changed from one state of the folder to another, as the smallest values that differ, by
 * file and JSON pointer: a member's value, a whole list when its items were added, removed or
 * moved, a whole file when it was added or removed. No change holds another.
 */
export function changesBetween(before: StudioFiles, after: StudioFiles): ValueChange[] {
  const changes: ValueChange[] = [];
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort())
    changesIn(file, [], before[file], after[file], changes);
  return changes;
}

/** Whether two changes touch the same value: the same place, or one inside the other. */
export const overlap = (a: Address, b: Address): boolean =>
  a.file === b.file &&
  (a.pointer === b.pointer ||
    a.pointer.startsWith(`${b.pointer}/`) ||
    b.pointer.startsWith(`${a.pointer}/`));
