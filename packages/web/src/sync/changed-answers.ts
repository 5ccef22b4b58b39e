import type { AnswerValue, Answers } from '@admit/engine';

const normal = (value: AnswerValue | undefined): AnswerValue => value ?? '';

/** Whether two answers are the same once a missing answer counts as "" (the server's empty). */
export const sameAnswer = (a: AnswerValue | undefined, b: AnswerValue | undefined): boolean =>
  normal(a) === normal(b);

/**
 * What changed between the saved answers and the current ones ('' for a cleared answer), leaving
 * out the keys `skip` names (answers only the server sets, conflicts awaiting a choice).
 */
export function changedAnswers(
  saved: Answers,
  current: Answers,
  skip: (key: string) => boolean = () => false,
): Answers {
  const patch: Record<string, AnswerValue> = {};
  for (const key of new Set([...Object.keys(saved), ...Object.keys(current)])) {
    if (skip(key)) continue;
    const now = normal(current[key]);
    if (now !== normal(saved[key])) patch[key] = now;
  }
  return patch;
}
