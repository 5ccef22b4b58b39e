/** Typed letters in an open select menu are forgotten after this long (spec section 9). */
export const TYPEAHEAD_RESET_MS = 1000;

/**
 * Type-ahead search over option labels. Letters typed within `resetMs` of each other form one
 * search; the same letter repeated cycles through the labels starting with it.
 */
export function createTypeahead(resetMs = TYPEAHEAD_RESET_MS, now: () => number = Date.now) {
  let search = '';
  let lastTime = Number.NEGATIVE_INFINITY;
  return (key: string, labels: readonly string[], current: number): number => {
    const time = now();
    if (time - lastTime > resetMs) search = '';
    lastTime = time;
    search += key.toLowerCase();
    const repeating = [...search].every((char) => char === search[0]);
    const lower = labels.map((label) => label.toLowerCase());
    if (repeating) {
      const letter = search[0] ?? '';
      for (let step = 1; step <= lower.length; step += 1) {
        const index = (current + step + lower.length) % lower.length;
        if (lower[index]?.startsWith(letter)) return index;
      }
      return -1;
    }
    return lower.findIndex((label) => label.startsWith(search));
  };
}
