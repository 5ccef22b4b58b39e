import type { AnswerValue, Answers } from '@admit/engine';

const normal = (value: AnswerValue | undefined): AnswerValue => value ?? '';

/**
 * What changed between the saved answers and the current ones ('' for a cleared answer), leaving
 * out the keys `skip` names (answers only the server sets).
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

export interface AnswerSync {
  /** Saves what changed since the last successful save; saves run one after another. */
  save(current: Answers): Promise<void>;
  /** The answers the server holds, as far as this client knows. */
  readonly saved: Answers;
}

/**
 * Keeps track of the answers the server has, so a save sends only what changed (PUT /api/answer
 * merges; '' clears an answer), never an answer the server owns (`serverOwned`: file questions). Saves are queued: a second save waits for the first, then sends
 * what is still different.
 */
export function createAnswerSync(
  initial: Answers,
  put: (answers: Answers) => Promise<unknown>,
  serverOwned: (key: string) => boolean = () => false,
): AnswerSync {
  let saved: Answers = { ...initial };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    save(current) {
      const run = queue.then(async () => {
        const patch = changedAnswers(saved, current, serverOwned);
        if (Object.keys(patch).length === 0) return;
        await put(patch);
        saved = { ...saved, ...patch };
      });
      queue = run.catch(() => undefined);
      return run;
    },
    get saved() {
      return saved;
    },
  };
}
