import type { Page } from '@admit/engine';
import { freshName, newSection } from './node-templates.ts';
import { syncAnswerKeys } from './answer-keys.ts';
import { pageFiles, type StudioFiles } from './studio-files.ts';
import type { EditResult } from './tree-edits.ts';

const stepOf = (files: StudioFiles, file: string): number =>
  (files[file] as Partial<Page> | undefined)?.step ?? 0;

/**
 * Adds a page after the others (`pages/<id>.json`, the next step, one empty section). Its
 * navigation (`next`, `previous`) is left to the author: config-lint says what is missing.
 */
export function addPage(files: StudioFiles): EditResult {
  const id = freshName(files, 'new_page').replaceAll('_', '-');
  const file = `pages/${id}.json`;
  const last = pageFiles(files).at(-1);
  const page: Page = {
    id,
    title: 'New page',
    step: (last ? stepOf(files, last) : 0) + 1,
    sections: [newSection(files)],
  };
  return { files: { ...files, [file]: page }, selected: { file, pointer: '' } };
}

/** Removes a page file (deleted from the folder on save); keys only it stored leave the data model unless saved before. */
export function removePage(files: StudioFiles, file: string, baseline: StudioFiles): EditResult {
  const rest = { ...files };
  delete rest[file];
  const first = pageFiles(rest)[0];
  return {
    files: syncAnswerKeys(rest, baseline),
    ...(first ? { selected: { file: first, pointer: '' } } : {}),
  };
}

/** Moves a page one step earlier (-1) or later (+1) by swapping its `step` with its neighbour's. */
export function movePage(files: StudioFiles, file: string, delta: -1 | 1): EditResult {
  const order = pageFiles(files);
  const at = order.indexOf(file);
  const other = order[at + delta];
  if (at < 0 || !other) return { files, selected: { file, pointer: '' } };
  const [mine, theirs] = [stepOf(files, file), stepOf(files, other)];
  const swapped = mine === theirs ? [theirs + delta, mine] : [theirs, mine];
  return {
    files: {
      ...files,
      [file]: { ...(files[file] as Page), step: swapped[0] },
      [other]: { ...(files[other] as Page), step: swapped[1] },
    },
    selected: { file, pointer: '' },
  };
}
