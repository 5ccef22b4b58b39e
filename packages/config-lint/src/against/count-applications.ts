import type { ConfigImpact } from './compare-configs.ts';
import { runCountAnswers } from './run-count-answers.ts';

/** How many stored applications each change touches (undefined: cannot be told, e.g. encrypted). */
export interface ImpactCounts {
  /** Applications with an answer to the deleted question. */
  deletedQuestions: Record<string, number>;
  /** Applications whose answer is one of the removed values. */
  removedOptions: Record<string, number | undefined>;
  /** Applications in progress (not submitted) with no answer to the newly required question. */
  newRequiredQuestions: Record<string, number>;
  /** Applications with an answer to the question whose conditions changed. */
  changedConditions: Record<string, number>;
}

/**
 * Counts the stored applications each change of `impact` touches, through the server's
 * `count-answers` command on its database (`postgres://...`, or the path of its SQLite file).
 * Sensitive answers are stored sealed: their removed options cannot be counted and are left
 * undefined.
 */
export async function countApplications(
  databaseUrl: string,
  impact: ConfigImpact,
): Promise<ImpactCounts> {
  const keys = (list: readonly { key: string }[]) => list.map(({ key }) => key);
  const answered = [
    ...new Set([...keys(impact.deletedQuestions), ...keys(impact.changedConditions)]),
  ];
  const counts = await runCountAnswers(databaseUrl, {
    answered,
    answeredWith: Object.fromEntries(impact.removedOptions.map((o) => [o.key, o.values])),
    unansweredInProgress: keys(impact.newRequiredQuestions),
  });
  const pick = <T>(from: Record<string, T>, list: readonly { key: string }[]) =>
    Object.fromEntries(list.map(({ key }) => [key, from[key]!]));
  return {
    deletedQuestions: pick(counts.answered, impact.deletedQuestions),
    removedOptions: Object.fromEntries(
      impact.removedOptions.map(({ key }) => [key, counts.answeredWith[key] ?? undefined]),
    ),
    newRequiredQuestions: pick(counts.unansweredInProgress, impact.newRequiredQuestions),
    changedConditions: pick(counts.answered, impact.changedConditions),
  };
}
