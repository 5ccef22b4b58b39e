/** Runs one tab's writes one after another, in the order they were asked for. */
export interface WriteQueue {
  /** Starts `task` once every task queued before it has settled; resolves as it does. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * A tab never has two writes in flight: each names the revision the one before it returned. Two
 * at once would each name the revision before both, and the second would find the first's change
 * (an answer, or the count of the entry it writes into) newer than it: a 412 of its own making.
 */
export function createWriteQueue(): WriteQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
