import type { StoredAnswer } from './stored-answer.schema.ts';

/** An answer as the form holds it: a stored answer, or nothing yet (null or absent). */
export type AnswerValue = StoredAnswer | null | undefined;

/** The applicant's answers: a flat map from answer key to value; the empty answer is "". */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** An answer counts as given unless it is missing, "", null or false. */
export const isAnswered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && value !== false;

/**
 * Reads an answer as a number: numbers as they are, numeric text parsed, anything else NaN. It
 * stands on its own (validation writes its source into the standalone validators).
 */
export const toNumber = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : NaN;
