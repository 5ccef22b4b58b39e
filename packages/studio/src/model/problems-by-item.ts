import type { LintProblem } from '@admit/config-lint/browser';
import { flattenTree, type TreeItem } from './config-tree.ts';

/** A tree item's key for maps: file and pointer. */
export const itemKey = ({ file, pointer }: { file: string; pointer: string }): string =>
  `${file}#${pointer}`;

/**
 * Each problem at the deepest tree item (page, section or node) that holds the value it points
 * at, by itemKey. Problems outside pages (partner.json, options, the data model) are under their
 * file's name with pointer "".
 */
export function problemsByItem(
  tree: readonly TreeItem[],
  problems: readonly LintProblem[],
): Map<string, LintProblem[]> {
  const items = flattenTree(tree).filter((item) => item.kind !== 'list');
  const byItem = new Map<string, LintProblem[]>();
  for (const problem of problems) {
    let best: TreeItem | undefined;
    for (const item of items) {
      const { file, pointer } = item.address;
      if (file !== problem.file) continue;
      const holds =
        pointer === '' || problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`);
      if (holds && (!best || pointer.length > best.address.pointer.length)) best = item;
    }
    const key = itemKey(best?.address ?? { file: problem.file, pointer: '' });
    byItem.set(key, [...(byItem.get(key) ?? []), problem]);
  }
  return byItem;
}
