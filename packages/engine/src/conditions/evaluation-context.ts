import type { AnswerValue, Answers } from './answers.ts';

/** What visibility depends on: the answers, the add-another counts and the chosen tabs. */
export interface EvaluationContext {
  answers: Answers;
  /** Blocks shown per add-another button id (default: the block's default count). */
  addAnother?: Readonly<Record<string, number>>;
  /** Chosen tab per tab id (default: the default tab). */
  tabs?: Readonly<Record<string, string>>;
}

/** A set of answer changes: key to new value. */
export type AnswerPatch = Record<string, AnswerValue>;
