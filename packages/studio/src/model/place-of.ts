import { configTree, flattenTree, type TreeItem } from './config-tree.ts';
import { tokensOf } from './pointer-edit.ts';
import type { Address, StudioFiles } from './studio-files.ts';

/**
 * Where a value is, as the author knows it: its file, the page, section or node holding it, and
 * the members inside that.
 */
export interface Place {
  file: string;
  /** The deepest page, section or node of the tree holding the value (none outside pages). */
  item?: Pick<TreeItem, 'kind' | 'label' | 'type'>;
  /** The members from the item (or the file) down to the value: `["visibleWhen", "key"]`. */
  members: string[];
}

/** The place of a value of the folder. */
export function placeOf(files: StudioFiles, { file, pointer }: Address): Place {
  let best: TreeItem | undefined;
  for (const item of flattenTree(configTree(files))) {
    const at = item.address;
    if (item.kind === 'list' || at.file !== file) continue;
    const holds =
      at.pointer === '' || pointer === at.pointer || pointer.startsWith(`${at.pointer}/`);
    if (holds && (!best || at.pointer.length > best.address.pointer.length)) best = item;
  }
  if (!best) return { file, members: tokensOf(pointer) };
  const { kind, label, type } = best;
  return {
    file,
    item: { kind, label, ...(type ? { type } : {}) },
    members: tokensOf(pointer.slice(best.address.pointer.length)),
  };
}
