/**
 * A part of the application the server versions on its own: an answer, a block count or a tab
 * (the server's `a:<key>`, `n:<button id>`, `t:<tab id>`).
 */
export const part = {
  answer: (key: string) => `a:${key}`,
  count: (buttonId: string) => `n:${buttonId}`,
  tab: (tabId: string) => `t:${tabId}`,
};

/** The revision this client last knew each part's server value at. */
export interface PartVersions {
  /**
   * The revision a write of these parts names in If-Match: the oldest at which one of them was
   * known, so a change another device made to any of them since is caught.
   */
  ifMatch(parts: readonly string[]): number | undefined;
  /** Records that these parts' server values are known as of `revision` (never moves back). */
  confirm(parts: readonly string[], revision: number): void;
  /** Forgets every part: all are known as of `revision` (after a full reload). */
  reset(revision: number | undefined): void;
  /** The newest revision seen. */
  readonly latest: number | undefined;
}

/**
 * Tracks a revision per part rather than one ETag: a save's answer carries the revision after
 * it, which may include another device's changes to other parts this client has not seen; naming
 * that revision for those parts later would let a stale value through.
 */
export function createPartVersions(loaded: number | undefined): PartVersions {
  let base = loaded;
  let latest = loaded;
  let known = new Map<string, number>();
  return {
    ifMatch(parts) {
      let oldest: number | undefined;
      for (const name of parts) {
        const at = known.get(name) ?? base;
        if (at === undefined) return undefined;
        oldest = oldest === undefined ? at : Math.min(oldest, at);
      }
      return oldest ?? base;
    },
    confirm(parts, revision) {
      for (const name of parts) known.set(name, Math.max(known.get(name) ?? base ?? 0, revision));
      latest = latest === undefined ? revision : Math.max(latest, revision);
    },
    reset(revision) {
      base = revision;
      latest = revision;
      known = new Map();
    },
    get latest() {
      return latest;
    },
  };
}
