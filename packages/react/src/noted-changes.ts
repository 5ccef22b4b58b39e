/** A record's new version and the keys that differ from the version it was made from. */
export interface NotedChange {
  from: object;
  keys: readonly string[];
}

/** Told by the store's actions, so a dispatch need not compare every answer (see noteChange). */
const changes = new WeakMap<object, NotedChange>();

/**
 * Records that `to` is `from` with (at most) `keys` changed. The store's actions call it for the
 * answers they write, so telling a keystroke costs O(keys changed), not O(answers).
 */
export function noteChange(from: object, to: object, keys: readonly string[]): void {
  changes.set(to, { from, keys });
}

/** What `noteChange` recorded about `to`, if anything. */
export const notedChange = (to: object): NotedChange | undefined => changes.get(to);
