/** A stored answer: text, a check box's boolean, or nothing yet. */
export type AnswerValue = string | boolean | null | undefined;

/** The applicant's answers: a flat map from answer key to value; the empty answer is "". */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** An answer counts as given unless it is missing, "", null or false. */
export const isAnswered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && value !== false;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** Reads an answer as a number: numbers as they are, numeric text parsed, anything else NaN. */
export const toNumber = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && NUMERIC.test(value)
      ? Number(value)
      : NaN;
