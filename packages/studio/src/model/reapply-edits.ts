import { updateAt, valueAt } from './pointer-edit.ts';
import { sameJson } from './same-json.ts';
import type { StudioFiles } from './studio-files.ts';
import { changesBetween, overlap, type ValueChange } from './value-changes.ts';

/** The author's edits re-applied over the folder as it is on disk now. */
export interface ReappliedEdits {
  /** The folder on disk with the edits that did not clash applied. */
  files: StudioFiles;
  /** The author's changes made again over the files on disk. */
  applied: ValueChange[];
  /** The author's changes left out: the same value changed on disk too, differently. */
  conflicts: ValueChange[];
}

/**
 * A three-way merge of the studio's edits: `base` is the folder as the studio read it, `theirs`
 * as it is on disk now, `ours` as the author edited it. Each of the author's changes
 * (changesBetween base and ours) is made again on `theirs` when the disk left that value and
 * everything holding it or in it as it was; one the disk already made the same way needs nothing;
 * the others are conflicts, left out, so nothing changed on disk is silently undone.
 */
export function reapplyEdits(
  base: StudioFiles,
  theirs: StudioFiles,
  ours: StudioFiles,
): ReappliedEdits {
  const onDisk = changesBetween(base, theirs);
  let files = theirs;
  const applied: ValueChange[] = [];
  const conflicts: ValueChange[] = [];
  for (const change of changesBetween(base, ours)) {
    if (sameJson(valueAt(theirs, change), change.value)) continue;
    if (onDisk.some((other) => overlap(other, change))) conflicts.push(change);
    else {
      files = updateAt(files, change, () => change.value);
      applied.push(change);
    }
  }
  return { files, applied, conflicts };
}
