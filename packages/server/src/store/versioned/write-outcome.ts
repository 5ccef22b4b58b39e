import type { AnswerMap } from '../answers.ts';

/**
 * Versioned writes of an application. Every write that changes something bumps the application's
 * revision (its ETag) and records, per part, the revision at which it last changed: `a:<key>` for
 * an answer, `n:<button id>` for a block count (an entry added or removed), `t:<tab id>` for a tab.
 * A write that names the revision it was made from (If-Match) is refused only for the parts it
 * writes that changed since to a value other than the one it writes; an answer inside an entry is
 * also refused when the entry count changed since. Parts a write leaves as they are keep their
 * revision, so saving a whole page never makes another device's edits of it stale.
 */

/** The key under which a part's revision is kept. */
export const revisionKey = {
  answer: (key: string) => `a:${key}`,
  count: (buttonId: string) => `n:${buttonId}`,
  tab: (tabId: string) => `t:${tabId}`,
};

/** What a write names of the state it was made from. */
export interface WritePreconditions {
  /** The revision (ETag) the client last read; absent: the write is not checked. */
  ifMatch?: number;
  /** Names one write: a retry of one that landed is answered as it was, nothing written again. */
  idempotencyKey?: string;
}

/** The current values of the parts a refused write named (what the client must reload). */
export interface CurrentParts {
  answers: AnswerMap;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
}

export type WriteOutcome =
  | { type: 'saved'; revision: number }
  /** Stale: these parts changed since If-Match to other values; nothing was written. */
  | { type: 'conflict'; revision: number; current: CurrentParts }
  /** Answers into entries the group does not show (removed, or never added); nothing written. */
  | { type: 'outside'; revision: number; keys: string[] };
