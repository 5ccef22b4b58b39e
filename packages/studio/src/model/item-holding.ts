import { flattenTree, type TreeItem } from './config-tree.ts';
import type { Address } from './studio-files.ts';

/**
 * The address of the deepest page, section or node of the tree that holds the value at an
 * address (the item the author selects to edit it); for a value outside pages (`partner.json`,
 * an option list), its file with pointer "". Lists of nodes inside a block are no items here, as
 * in problemsByItem.
 */
export function itemHolding(tree: readonly TreeItem[], { file, pointer }: Address): Address {
  let best: TreeItem | undefined;
  for (const item of flattenTree(tree)) {
    const at = item.address;
    if (item.kind === 'list' || at.file !== file) continue;
    const holds =
      at.pointer === '' || pointer === at.pointer || pointer.startsWith(`${at.pointer}/`);
    if (holds && (!best || at.pointer.length > best.address.pointer.length)) best = item;
  }
  return best?.address ?? { file, pointer: '' };
}
