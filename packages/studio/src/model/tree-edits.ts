import type { NodeType } from '@admit/node-types';
import { syncAnswerKeys } from './answer-keys.ts';
import { duplicateNode, newNode, newSection } from './node-templates.ts';
import { listAt, parentOf, updateAt, valueAt } from './pointer-edit.ts';
import type { Address, StudioFiles } from './studio-files.ts';

/** Files after an edit, and where the edited item now is (what the tree selects). */
export interface EditResult {
  files: StudioFiles;
  selected?: Address;
}

const itemAddress = (list: Address, index: number): Address => ({
  file: list.file,
  pointer: `${list.pointer}/${index}`,
});

/** The list holding an item and the item's index in it, when the address names a list item. */
export function listOf(address: Address): { list: Address; index: number } | undefined {
  const { parent, token } = parentOf(address.pointer);
  return /^\d+$/.test(token)
    ? { list: { file: address.file, pointer: parent }, index: Number(token) }
    : undefined;
}

/** Inserts a value into a list at `index` (the end when omitted). */
export function insertItem(
  files: StudioFiles,
  list: Address,
  value: unknown,
  index?: number,
): EditResult {
  const items = listAt(files, list);
  const at = Math.max(0, Math.min(index ?? items.length, items.length));
  const next = updateAt(files, list, () => [...items.slice(0, at), value, ...items.slice(at)]);
  return { files: next, selected: itemAddress(list, at) };
}

/** Adds a new node of a type to a list of nodes, its answer keys declared in the data model. */
export function addNode(
  files: StudioFiles,
  list: Address,
  type: NodeType,
  baseline: StudioFiles,
  index?: number,
): EditResult {
  const result = insertItem(files, list, newNode(files, type), index);
  return { ...result, files: syncAnswerKeys(result.files, baseline) };
}

/** Adds a new, empty section to a page. */
export const addSection = (files: StudioFiles, page: string, index?: number): EditResult =>
  insertItem(files, { file: page, pointer: '/sections' }, newSection(files), index);

/** Removes a list item (a section or a node); keys only it stored leave the data model unless saved before. */
export function removeItem(
  files: StudioFiles,
  address: Address,
  baseline: StudioFiles,
): EditResult {
  const at = listOf(address);
  if (!at) return { files };
  const items = listAt(files, at.list);
  const next = updateAt(files, at.list, () => items.filter((_, i) => i !== at.index));
  const remaining = items.length - 1;
  return {
    files: syncAnswerKeys(next, baseline),
    ...(remaining > 0 ? { selected: itemAddress(at.list, Math.min(at.index, remaining - 1)) } : {}),
  };
}

/** Moves a list item to `index` of a list (its own or another of the same file). */
export function moveItem(
  files: StudioFiles,
  from: Address,
  toList: Address,
  index: number,
): EditResult {
  const at = listOf(from);
  if (!at) return { files };
  const value = valueAt(files, from);
  if (toList.file === from.file && `${toList.pointer}/`.startsWith(`${from.pointer}/`))
    return { files, selected: from }; // not into itself
  const sameList = toList.file === at.list.file && toList.pointer === at.list.pointer;
  const removed = updateAt(files, at.list, (items) =>
    (items as unknown[]).filter((_, i) => i !== at.index),
  );
  // A later list of the same array-holder shifts when an earlier sibling goes: recompute its pointer.
  const target = sameList ? toList : shiftedAfterRemoval(toList, at.list, at.index);
  const to = sameList && index > at.index ? index - 1 : index;
  return insertItem(removed, target, value, to);
}

/** The address of a list after the item `index` of `removedFrom` (an ancestor's sibling) was removed. */
function shiftedAfterRemoval(list: Address, removedFrom: Address, index: number): Address {
  if (list.file !== removedFrom.file) return list;
  const prefix = `${removedFrom.pointer}/`;
  if (!list.pointer.startsWith(prefix)) return list;
  const [head, ...rest] = list.pointer.slice(prefix.length).split('/');
  const position = Number(head);
  if (!Number.isInteger(position) || position < index) return list;
  return {
    file: list.file,
    pointer: `${prefix}${position - 1}${rest.length ? `/${rest.join('/')}` : ''}`,
  };
}

/** Moves a list item up (-1) or down (+1) among its siblings. */
export function moveBy(files: StudioFiles, address: Address, delta: -1 | 1): EditResult {
  const at = listOf(address);
  if (!at) return { files };
  const length = listAt(files, at.list).length;
  const to = at.index + delta;
  if (to < 0 || to >= length) return { files, selected: address };
  return moveItem(files, address, at.list, delta > 0 ? to + 1 : to);
}

/** Inserts a copy of a list item after it, with fresh keys and ids (declared in the data model as the originals are). */
export function duplicateItem(
  files: StudioFiles,
  address: Address,
  baseline: StudioFiles,
): EditResult {
  const at = listOf(address);
  if (!at) return { files };
  const result = insertItem(
    files,
    at.list,
    duplicateNode(files, valueAt(files, address)),
    at.index + 1,
  );
  return { ...result, files: syncAnswerKeys(result.files, baseline) };
}

/** Replaces the value at an address (the node editor's change), keeping the data model in step. */
export function replaceItem(
  files: StudioFiles,
  address: Address,
  value: unknown,
  baseline: StudioFiles,
): EditResult {
  return {
    files: syncAnswerKeys(
      updateAt(files, address, () => value),
      baseline,
    ),
    selected: address,
  };
}
