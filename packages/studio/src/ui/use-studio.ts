import { parsePartnerTexts, type LintProblem } from '@admit/config-lint/browser';
import { useCallback, useEffect, useReducer } from 'react';
import {
  canRedo,
  canUndo,
  recordEdit,
  redo,
  select,
  startHistory,
  undo,
  type EditHistory,
} from '../model/edit-history.ts';
import { carryTranslations } from '../model/carry-translations.ts';
import { placeOf } from '../model/place-of.ts';
import { valueAt } from '../model/pointer-edit.ts';
import { reapplyEdits } from '../model/reapply-edits.ts';
import type { EditResult } from '../model/tree-edits.ts';
import type { Address, StudioFiles } from '../model/studio-files.ts';
import { saveMessages } from './save-messages.ts';
import { fetchFolder, saveFolder, type FolderResponse } from './studio-api-client.ts';

/** The studio's session: the folder as last saved, the edit history and the last save's outcome. */
export interface StudioSession {
  name: string;
  lookupColumns: Readonly<Record<string, readonly string[]>>;
  /** The folder as read or last saved: what "unsaved changes" compare with. */
  baseline: StudioFiles;
  /** The versions of the files on disk as read or last saved: a save is made over them. */
  versions: Readonly<Record<string, string>>;
  history: EditHistory;
  /** What the last save (or reload) said. */
  saveMessage?: SaveMessage;
}

/** The outcome of a save or a reload, for the author. */
export interface SaveMessage {
  ok: boolean;
  text: string;
  errors?: LintProblem[];
  /** Further lines (edits left out by a reload). */
  details?: string[];
  /** Files changed on disk that refused the save (the folder can be reloaded, edits re-applied). */
  changedOnDisk?: string[];
}

type Action =
  | { type: 'loaded'; session: StudioSession }
  | { type: 'edit'; change: (files: StudioFiles) => EditResult; tag?: string }
  | { type: 'select'; address: Address | undefined }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; files: StudioFiles; versions: Record<string, string>; message: string }
  | { type: 'save-refused'; errors: LintProblem[]; changedOnDisk?: string[] }
  | { type: 'save-failed'; message: string }
  | { type: 'reloaded'; files: StudioFiles; versions: Record<string, string> };

function reduce(session: StudioSession | undefined, action: Action): StudioSession | undefined {
  if (action.type === 'loaded') return action.session;
  if (!session) return session;
  switch (action.type) {
    case 'edit': {
      // Applied to the files as they are now: two edits from one event both count.
      const before = session.history.present.files;
      const result = action.change(before);
      return {
        ...session,
        history: recordEdit(session.history, {
          // A renamed key or id takes its texts' translations along.
          files: carryTranslations(before, result.files),
          selected: result.selected ?? session.history.present.selected,
          ...(action.tag ? { tag: action.tag } : {}),
        }),
      };
    }
    case 'select':
      return { ...session, history: select(session.history, action.address) };
    case 'undo':
      return { ...session, history: undo(session.history) };
    case 'redo':
      return { ...session, history: redo(session.history) };
    case 'saved':
      return {
        ...session,
        baseline: action.files,
        versions: action.versions,
        saveMessage: { ok: true, text: action.message },
      };
    case 'save-refused':
      return {
        ...session,
        saveMessage: action.changedOnDisk?.length
          ? {
              ok: false,
              text: saveMessages.changedOnDisk(action.changedOnDisk),
              changedOnDisk: action.changedOnDisk,
            }
          : { ok: false, text: saveMessages.lintErrors, errors: action.errors },
      };
    case 'save-failed':
      return { ...session, saveMessage: { ok: false, text: action.message } };
    case 'reloaded':
      return reloaded(session, action.files, action.versions);
  }
}

/**
 * The session over the folder as reloaded from disk, with the author's edits re-applied where
 * the disk did not change the same values (reapplyEdits): one step, so undo leaves the folder as
 * it is on disk. The edits left out are listed.
 */
function reloaded(
  session: StudioSession,
  files: StudioFiles,
  versions: Record<string, string>,
): StudioSession {
  const ours = session.history.present.files;
  const { files: merged, applied, conflicts } = reapplyEdits(session.baseline, files, ours);
  const selected = session.history.present.selected;
  const kept = selected && valueAt(merged, selected) !== undefined ? selected : undefined;
  return {
    ...session,
    baseline: files,
    versions,
    history: recordEdit(
      { past: [], present: { files, ...(kept ? { selected: kept } : {}) }, future: [] },
      { files: merged, ...(kept ? { selected: kept } : {}) },
    ),
    saveMessage: {
      ok: conflicts.length === 0,
      text: saveMessages.reapplied(applied.length, conflicts.length),
      ...(conflicts.length
        ? { details: conflicts.map((c) => saveMessages.place(placeOf(session.baseline, c))) }
        : {}),
    },
  };
}

/** The folder's files parsed, or an error naming the files that are not JSON. */
function parsedFolder({ texts, lookupColumns }: FolderResponse): StudioFiles {
  const { files, unreadable } = parsePartnerTexts({ texts, lookupColumns });
  if (unreadable.length)
    throw new Error(
      `These files are not valid JSON: ${unreadable.map((u) => `${u.file}:${u.position.line}:${u.position.column} ${u.message}`).join('; ')}`,
    );
  return files;
}

/** The studio's state and what can be done with it. */
export interface Studio {
  session: StudioSession | undefined;
  loadError?: string;
  files: StudioFiles | undefined;
  selected: Address | undefined;
  /** Records an edit: a result, or a change of the files as they are when it is applied. */
  edit(edit: EditResult | ((files: StudioFiles) => EditResult), tag?: string): void;
  selectItem(address: Address | undefined): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  save(): Promise<void>;
  /**
   * Reads the folder from disk again and re-applies the author's edits over it (after a save
   * refused because files changed on disk).
   */
  reloadAndReapply(): Promise<void>;
}

/** Loads the folder from the studio's server and keeps the session (edits, undo/redo, saving). */
export function useStudio(): Studio & { loadError?: string } {
  const [session, dispatch] = useReducer(reduce, undefined);
  const [loadError, setLoadError] = useReducer((_: string | undefined, e: string) => e, undefined);
  useEffect(() => {
    // Only the last request counts (React runs effects twice in development).
    let active = true;
    fetchFolder()
      .then((folder) => {
        const { name, lookupColumns, versions } = folder;
        const files = parsedFolder(folder);
        if (active)
          dispatch({
            type: 'loaded',
            session: {
              name,
              lookupColumns,
              baseline: files,
              versions,
              history: startHistory(files),
            },
          });
      })
      .catch((error: Error) => active && setLoadError(error.message));
    return () => {
      active = false;
    };
  }, []);
  const files = session?.history.present.files;
  const versions = session?.versions;
  const save = useCallback(async () => {
    if (!files || !versions) return;
    try {
      const result = await saveFolder(files, versions);
      if (!result.ok)
        dispatch({
          type: 'save-refused',
          errors: result.errors,
          ...(result.changedOnDisk ? { changedOnDisk: result.changedOnDisk } : {}),
        });
      else
        dispatch({
          type: 'saved',
          files,
          versions: result.versions,
          message: saveMessages.saved(result.written, result.removed),
        });
    } catch (error) {
      dispatch({ type: 'save-failed', message: (error as Error).message });
    }
  }, [files, versions]);
  const reloadAndReapply = useCallback(async () => {
    try {
      const folder = await fetchFolder();
      dispatch({ type: 'reloaded', files: parsedFolder(folder), versions: folder.versions });
    } catch (error) {
      dispatch({ type: 'save-failed', message: (error as Error).message });
    }
  }, []);
  return {
    session,
    ...(loadError ? { loadError } : {}),
    files,
    selected: session?.history.present.selected,
    edit: useCallback(
      (edit, tag) =>
        dispatch({
          type: 'edit',
          change: typeof edit === 'function' ? edit : () => edit,
          ...(tag ? { tag } : {}),
        }),
      [],
    ),
    selectItem: useCallback((address) => dispatch({ type: 'select', address }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    canUndo: session ? canUndo(session.history) : false,
    canRedo: session ? canRedo(session.history) : false,
    dirty: session ? session.baseline !== session.history.present.files : false,
    save,
    reloadAndReapply,
  };
}
