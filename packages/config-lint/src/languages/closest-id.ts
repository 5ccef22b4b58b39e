/** Edit distance of two strings, or undefined once it exceeds `limit` (the search stops early). */
function distanceWithin(a: string, b: string, limit: number): number | undefined {
  if (Math.abs(a.length - b.length) > limit) return undefined;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > limit) return undefined;
    previous = row;
  }
  const distance = previous[b.length]!;
  return distance <= limit ? distance : undefined;
}

/**
 * The id among `ids` nearest to an id that names no text (a question's key renamed, a typo), when
 * one is near: in the same file, at most a quarter of its characters (and at least 3) changed.
 */
export function closestId(id: string, ids: Iterable<string>): string | undefined {
  const file = id.slice(0, id.indexOf('#') + 1);
  const limit = Math.max(3, Math.floor(id.length / 4));
  let closest: string | undefined;
  let closestDistance = Infinity;
  for (const candidate of ids) {
    if (!candidate.startsWith(file)) continue;
    const distance = distanceWithin(id, candidate, Math.min(limit, closestDistance - 1));
    if (distance !== undefined && distance < closestDistance) {
      closest = candidate;
      closestDistance = distance;
    }
  }
  return closest;
}
