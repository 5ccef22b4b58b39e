import type { Place } from '../model/place-of.ts';

/**
 * What the studio tells the author about saving the folder and reloading it from disk: the
 * outcome of a save, and of re-applying the author's edits over files changed on disk.
 */
export const saveMessages = {
  saved: (written: readonly string[], removed: readonly string[]): string =>
    written.length + removed.length
      ? `Saved: ${[...written, ...removed.map((f) => `${f} (removed)`)].join(', ')}.`
      : 'Saved: nothing had changed.',
  lintErrors: 'Not saved: config-lint found errors in the folder.',
  changedOnDisk: (files: readonly string[]): string =>
    `Not saved: ${files.join(', ')} changed on disk since the studio read the folder. Reload the folder to re-apply your edits over what is on disk now; an edit of something that changed there too is left out and listed.`,
  reloadAndReapply: 'Reload and re-apply my edits',
  reapplied: (applied: number, leftOut: number): string =>
    leftOut === 0
      ? `Reloaded the folder from disk and re-applied your ${edits(applied)}. Check them, then save.`
      : `Reloaded the folder from disk and re-applied ${edits(applied)}. ${leftOut === 1 ? 'This edit was' : `These ${leftOut} edits were`} left out, because the same thing changed on disk; the file keeps what is on disk there, so make the edit again if you still want it:`,
  /** A value's place in words: `label of "Middle Name" (text) in pages/about.json`. */
  place: ({ file, item, members }: Place): string => {
    const member = members.length ? `${members.join(' > ')} of ` : '';
    if (!item) return members.length ? `${members.join(' > ')} in ${file}` : `the whole of ${file}`;
    const what =
      item.kind === 'node' ? `"${item.label}" (${item.type})` : `${item.kind} "${item.label}"`;
    return `${member}${what} in ${file}`;
  },
};

const edits = (count: number) => (count === 1 ? '1 edit' : `${count} edits`);
