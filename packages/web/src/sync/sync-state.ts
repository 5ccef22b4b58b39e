import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AnswerConflict } from './merge-answers.ts';

/** What the applicant must see about other tabs' and devices' changes. */
export interface SyncState {
  /** Answers changed here and elsewhere, waiting for the applicant's choice (one per key). */
  conflicts: readonly AnswerConflict[];
  /** A polite announcement ("" for none). */
  notice: string;
}

export type SyncStore = StoreApi<SyncState>;

export const createSyncStore = (): SyncStore =>
  createStore<SyncState>(() => ({ conflicts: [], notice: '' }));

/** Adds conflicts, a newer one replacing an older one of the same key. */
export function addConflicts(store: SyncStore, added: readonly AnswerConflict[]): void {
  if (added.length === 0) return;
  const keys = new Set(added.map((conflict) => conflict.key));
  store.setState((s) => ({
    conflicts: [...s.conflicts.filter((conflict) => !keys.has(conflict.key)), ...added],
  }));
}

/** Removes the conflict of a key (the applicant chose). */
export function dropConflict(store: SyncStore, key: string): void {
  store.setState((s) => ({ conflicts: s.conflicts.filter((conflict) => conflict.key !== key) }));
}

/** Whether a key waits for the applicant's choice. */
export const isConflicting = (store: SyncStore, key: string): boolean =>
  store.getState().conflicts.some((conflict) => conflict.key === key);
