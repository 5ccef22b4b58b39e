/** One reference token of a JSON pointer, escaped (`~` as `~0`, `/` as `~1`). */
export const pointerToken = (token: string | number): string =>
  String(token).replaceAll('~', '~0').replaceAll('/', '~1');

const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/** Whether a pointer names a value in the document (a member that is present, even if null). */
export function hasPointer(root: unknown, pointer: string): boolean {
  let value = root;
  for (const token of tokensOf(pointer)) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, token)) return false;
    value = (value as Record<string, unknown>)[token];
  }
  return true;
}

/** The value a pointer names, or undefined. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  let value = root;
  for (const token of tokensOf(pointer)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return value;
}

/**
 * The pointer itself when it names a value, else its nearest ancestor that does. The form model
 * points at `/parts/<part>` of address and school blocks even where the author wrote no override.
 */
export function nearestPointer(root: unknown, pointer: string): string {
  let current = pointer;
  while (current !== '' && !hasPointer(root, current))
    current = current.slice(0, current.lastIndexOf('/'));
  return current;
}

/** Orders pointers by document position: token by token, array indexes numerically. */
export function comparePointers(a: string, b: string): number {
  const left = tokensOf(a);
  const right = tokensOf(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const bothNumbers = /^\d+$/.test(x) && /^\d+$/.test(y);
    return bothNumbers ? Number(x) - Number(y) : x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** A pointer into a page, split into the page index and the pointer inside the page. */
export function splitPagePointer(
  pointer: string,
): { pageIndex: number; inPage: string } | undefined {
  const match = /^\/pages\/(\d+)(\/.*)?$/.exec(pointer);
  return match ? { pageIndex: Number(match[1]), inPage: match[2] ?? '' } : undefined;
}
