import type { AnswersSaved, CurrentParts } from '@admit/contract';
import { fromWire, revisionOf } from '@admit/contract/wire';
import type { Answers } from '@admit/engine';
import type { Tagged } from '../api/http.ts';
import type { WriteVersion } from '../api/write-version.ts';
import { changedAnswers } from './changed-answers.ts';
import { mergeAnswers } from './merge-answers.ts';
import { part, type PartVersions } from './part-versions.ts';
import { syncMessages } from './sync-messages.ts';
import { addConflicts, isConflicting, type SyncStore } from './sync-state.ts';
import { isOutsideEntries, isStaleWrite, recordWrite, sendVersioned } from './versioned-write.ts';
import { createWriteQueue, type WriteQueue } from './write-queue.ts';

/** How many times one save merges and sends again before it gives up (each pass needs a newer change elsewhere). */
export const MAX_SAVE_ROUNDS = 4;

/** A save that could not send every answer: some wait for the applicant's choice. */
export class ConflictPendingError extends Error {
  constructor() {
    super(syncMessages.conflictPending);
    this.name = 'ConflictPendingError';
  }
}

/** Lets a save go on while a conflict waits for the applicant (uploads, for example). */
export function ignoreConflictPending(error: unknown): void {
  if (!(error instanceof ConflictPendingError)) throw error;
}

/** The server's whole application, read again after a 409. */
export interface ReloadedAnswers {
  answers: Answers;
  revision: number | undefined;
}

export interface AnswerSyncDeps {
  /** The answers the server held when the form loaded. */
  initial: Answers;
  /** PUT /api/answer with the write's If-Match and Idempotency-Key. */
  put(answers: Answers, write: WriteVersion): Promise<Tagged<AnswersSaved>>;
  versions: PartVersions;
  sync: SyncStore;
  /** The answers in the form now. */
  local(): Answers;
  /** Writes answers only another tab or device changed into the form. */
  adopt(answers: Answers): void;
  /** Takes in a 412's block counts and tabs (an entry added elsewhere appears). */
  applyParts(
    current: Pick<CurrentParts, 'addAnother' | 'tabs'>,
    revision: number | undefined,
  ): void;
  /** Reads the whole application again (counts and tabs applied, versions reset). */
  reload(): Promise<ReloadedAnswers>;
  /** Answers only the server sets (file questions): never sent. */
  serverOwned?(key: string): boolean;
  /** Told about each save that landed, so other tabs can take it in. */
  onSaved?(answers: Answers, revision: number | undefined): void;
  /** The tab's writes, one at a time (its block and tab writes too); its own unless given. */
  queue?: WriteQueue;
}

export interface AnswerSync {
  /**
   * Saves what changed since the server's answers were last known; saves run one after another.
   * A stale save is merged and sent again; it rejects with ConflictPendingError while an answer
   * waits for the applicant's choice.
   */
  save(): Promise<void>;
  /** Takes in answers the server holds as of `revision` (another tab's save). */
  receive(server: Answers, revision: number | undefined): void;
  /**
   * Reads the whole application again and merges it with what was typed (after a stale block or
   * tab write: an entry added elsewhere shows with its answers).
   */
  refresh(): Promise<void>;
  /** The answers the server holds, as far as this client knows. */
  readonly saved: Answers;
}

/**
 * Keeps the applicant's answers and the server's in step without losing a keystroke: each save
 * sends only the answers changed since they were last known, naming the revision they were known
 * at. On 412 the server's current values are merged in (see mergeAnswers) and the rest is sent
 * again; on 409 the application is read again and what was typed is kept.
 */
export function createAnswerSync(deps: AnswerSyncDeps): AnswerSync {
  const serverOwned = deps.serverOwned ?? (() => false);
  let saved: Answers = { ...deps.initial };
  const queue = deps.queue ?? createWriteQueue();

  const takeIn = (server: Answers, keys?: Iterable<string>) => {
    const merged = mergeAnswers({ base: saved, local: deps.local(), server, keys, serverOwned });
    saved = merged.base;
    if (Object.keys(merged.adopted).length > 0) deps.adopt(merged.adopted);
    addConflicts(deps.sync, merged.conflicts);
  };

  /** Reads the application again and merges every answer of both sides. */
  const reloadAll = async () => {
    const reloaded = await deps.reload();
    takeIn(reloaded.answers, new Set([...Object.keys(saved), ...Object.keys(reloaded.answers)]));
  };

  /** One PUT of what is unsaved; true when there was nothing left to send or it landed. */
  async function sendOnce(): Promise<boolean> {
    const patch = changedAnswers(
      saved,
      deps.local(),
      (key) => serverOwned(key) || isConflicting(deps.sync, key),
    );
    const keys = Object.keys(patch);
    if (keys.length === 0) return true;
    const parts = keys.map(part.answer);
    try {
      const sent = await sendVersioned(
        (write) => deps.put(patch, write),
        deps.versions.ifMatch(parts),
      );
      saved = { ...saved, ...patch };
      const revision = recordWrite(deps.versions, parts, sent);
      if (sent.body.retired?.length) deps.sync.setState({ notice: syncMessages.formUpdated });
      deps.onSaved?.(patch, revision);
      return true;
    } catch (error) {
      if (isStaleWrite(error)) {
        const { current } = error.body;
        const revision = revisionOf(error.etag);
        takeIn(current.answers);
        // Every part of the refused write is now known as of that revision: those not reported
        // had not changed, the others were just taken in.
        if (revision !== undefined)
          deps.versions.confirm(
            [...parts, ...Object.keys(current.answers).map(part.answer)],
            revision,
          );
        deps.applyParts(fromWire(current), revision);
        return false;
      }
      if (isOutsideEntries(error)) {
        // Answers into entries removed elsewhere: those entries are gone, the rest is kept.
        const gone = Object.fromEntries(error.body.keys.map((key) => [key, '']));
        deps.adopt(gone);
        const reloaded = await deps.reload();
        takeIn(
          reloaded.answers,
          new Set([...Object.keys(saved), ...Object.keys(reloaded.answers)]),
        );
        deps.sync.setState({ notice: syncMessages.formReloaded });
        return false;
      }
      throw error;
    }
  }

  return {
    save() {
      return queue.run(async () => {
        let done = false;
        for (let round = 0; round < MAX_SAVE_ROUNDS && !done; round++) done = await sendOnce();
        if (deps.sync.getState().conflicts.length > 0) throw new ConflictPendingError();
        if (!done) throw new Error(syncMessages.keptChanging);
      });
    },
    receive(server, revision) {
      takeIn(server);
      if (revision !== undefined)
        deps.versions.confirm(Object.keys(server).map(part.answer), revision);
    },
    refresh() {
      return queue.run(reloadAll);
    },
    get saved() {
      return saved;
    },
  };
}
