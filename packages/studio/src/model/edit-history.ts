import type { Address, StudioFiles } from './studio-files.ts';

/** One state of the folder in the history, with what was selected in it. */
export interface HistoryEntry {
  files: StudioFiles;
  selected?: Address;
  /** Edits with the same non-empty tag in a row are one step (typing into one field). */
  tag?: string;
}

/** The undo/redo history of a studio session. */
export interface EditHistory {
  past: readonly HistoryEntry[];
  present: HistoryEntry;
  future: readonly HistoryEntry[];
}

/** Steps kept for undo. */
export const HISTORY_LIMIT = 200;

export const startHistory = (files: StudioFiles): EditHistory => ({
  past: [],
  present: { files },
  future: [],
});

/**
 * Records an edit. An edit that changes nothing is not a step; an edit tagged like the one
 * before replaces it (so undo takes back a whole run of typing in one field, not a letter).
 */
export function recordEdit(history: EditHistory, entry: HistoryEntry): EditHistory {
  if (entry.files === history.present.files)
    return { ...history, present: { ...history.present, selected: entry.selected } };
  const merge = entry.tag !== undefined && entry.tag === history.present.tag;
  const past = merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: entry, future: [] };
}

/** Only the selection changed: no step. */
export const select = (history: EditHistory, selected: Address | undefined): EditHistory => ({
  ...history,
  present: { ...history.present, selected, tag: undefined },
});

export const canUndo = (history: EditHistory): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory): boolean => history.future.length > 0;

export function undo(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: { ...previous, tag: undefined },
    future: [history.present, ...history.future],
  };
}

export function redo(history: EditHistory): EditHistory {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: { ...next, tag: undefined }, future };
}
