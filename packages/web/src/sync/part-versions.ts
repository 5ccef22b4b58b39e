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
  /**
   * Records a write of this tab that landed at `revision`: it changed only these parts. Once every
   * revision before it is this tab's own too (or was loaded), every part is known as of it.
   */
  wrote(parts: readonly string[], revision: number): void;
  /** Forgets every part: all are known as of `revision` (after a full reload). */
  reset(revision: number | undefined): void;
  /** The newest revision seen. */
  readonly latest: number | undefined;
}

/**
 * Tracks a revision per part rather than one ETag: a save's answer carries the revision after
 * it, which may include another device's changes to other parts this client has not seen; naming
 * that revision for those parts later would let a stale value through.
 *
 * Every part is known at least as of a floor: the load's revision, moved on over each revision
 * this tab wrote itself while no other writer came between. A write whose parts this tab never
 * wrote names the floor, so without another writer it names the revision the tab's last write
 * returned. Confirming only the written parts would leave the floor at the load: the next write
 * would name that old revision, and the server would find this tab's own newer changes there (an
 * answer, or the count of the entries an answer belongs to) and refuse it as stale.
 */
export function createPartVersions(loaded: number | undefined): PartVersions {
  let floor = loaded;
  let latest = loaded;
  let known = new Map<string, number>();
  /** Revisions above the floor this tab wrote, waiting for the ones between to be accounted for. */
  let own = new Set<number>();
  const knownAt = (name: string): number | undefined => {
    const at = known.get(name);
    if (at === undefined) return floor;
    return floor === undefined ? at : Math.max(at, floor);
  };
  const confirm = (parts: readonly string[], revision: number) => {
    for (const name of parts) known.set(name, Math.max(knownAt(name) ?? 0, revision));
    latest = latest === undefined ? revision : Math.max(latest, revision);
  };
  return {
    ifMatch(parts) {
      let oldest: number | undefined;
      for (const name of parts) {
        const at = knownAt(name);
        if (at === undefined) return undefined;
        oldest = oldest === undefined ? at : Math.min(oldest, at);
      }
      return oldest ?? floor;
    },
    confirm,
    wrote(parts, revision) {
      confirm(parts, revision);
      if (floor === undefined || revision <= floor) return;
      own.add(revision);
      while (own.delete(floor + 1)) floor += 1;
    },
    reset(revision) {
      floor = revision;
      latest = revision;
      known = new Map();
      own = new Set();
    },
    get latest() {
      return latest;
    },
  };
}
