import type { AnswerValue, Answers } from '@admit/engine';
import { changedAnswers, sameAnswer } from './changed-answers.ts';

/** One answer both this client and another tab or device changed, to different values. */
export interface AnswerConflict {
  key: string;
  /** What this client holds (not saved). */
  local: AnswerValue;
  /** What the server holds now. */
  server: AnswerValue;
}

/** What the applicant's answers become once the server's current values are taken in. */
export interface MergedAnswers {
  /** The answers to show: the local ones with every answer only the server changed taken in. */
  answers: Answers;
  /** The answers the server holds, as far as this client now knows. */
  base: Answers;
  /** The answers only the server changed: to write into the form. */
  adopted: Answers;
  /** Local changes the server did not make: to send again. Conflicting keys are left out. */
  resend: Answers;
  /** Answers changed on both sides to different values: the applicant chooses. */
  conflicts: AnswerConflict[];
}

export interface MergeInput {
  /** The server's values when this client last knew them (its last successful save or load). */
  base: Answers;
  /** The answers in the form now, typed changes included. */
  local: Answers;
  /** The server's current values of the keys it reported (`""` for an empty answer). */
  server: Answers;
  /** Keys to compare; default the server's. A full reload passes every key of both sides. */
  keys?: Iterable<string>;
  /** Answers only the server sets (file questions): always taken from the server, never sent. */
  serverOwned?: (key: string) => boolean;
}

/**
 * A three-way merge of answers after a stale write (412), a full reload or another tab's save:
 * per key, a change made on one side only wins; the same change on both sides is no conflict; two
 * different changes are a conflict, left as the applicant typed it until they choose. Nothing the
 * applicant typed is dropped.
 */
export function mergeAnswers({
  base,
  local,
  server,
  keys = Object.keys(server),
  serverOwned = () => false,
}: MergeInput): MergedAnswers {
  const answers: Record<string, AnswerValue> = { ...local };
  const nextBase: Record<string, AnswerValue> = { ...base };
  const adopted: Record<string, AnswerValue> = {};
  const conflicts: AnswerConflict[] = [];
  const conflicting = new Set<string>();
  for (const key of new Set(keys)) {
    const theirs = server[key] ?? '';
    nextBase[key] = theirs;
    if (sameAnswer(local[key], theirs) || sameAnswer(base[key], theirs)) continue;
    if (sameAnswer(local[key], base[key]) || serverOwned(key)) {
      answers[key] = theirs;
      adopted[key] = theirs;
      continue;
    }
    conflicts.push({ key, local: local[key] ?? '', server: theirs });
    conflicting.add(key);
  }
  const resend = changedAnswers(
    nextBase,
    answers,
    (key) => serverOwned(key) || conflicting.has(key),
  );
  return { answers, base: nextBase, adopted, resend, conflicts };
}
