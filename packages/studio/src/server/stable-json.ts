import { format } from 'prettier';

type Json = unknown;

/** Members that name a list item (a node's key or id, an option's value). */
const NAMES = ['key', 'id', 'buttonId', 'tabId', 'value'];

/** The item of a previous list with the same name as `item` (an unnamed item: the one at its index). */
function sameItem(item: Json, before: readonly Json[], index: number): Json {
  if (typeof item !== 'object' || item === null) return undefined;
  const named = item as Record<string, Json>;
  const name = NAMES.find((n) => typeof named[n] === 'string');
  if (!name) return before[index];
  return before.find(
    (b) => typeof b === 'object' && b !== null && (b as Record<string, Json>)[name] === named[name],
  );
}

/**
 * The value with every object's members in a stable order: the order they had in `previous` (the
 * file as read) for members it had, then new members in the order the edit wrote them. Array items
 * keep their place and are ordered like the item of the same name before (else the item at the same index).
 */
export function inPreviousOrder(value: Json, previous: Json): Json {
  if (Array.isArray(value)) {
    const before = Array.isArray(previous) ? previous : [];
    return value.map((item, index) => inPreviousOrder(item, sameItem(item, before, index)));
  }
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, Json>;
  const before =
    typeof previous === 'object' && previous !== null && !Array.isArray(previous)
      ? (previous as Record<string, Json>)
      : {};
  const order = [
    ...Object.keys(before).filter((key) => Object.hasOwn(object, key)),
    ...Object.keys(object).filter((key) => !Object.hasOwn(before, key)),
  ];
  return Object.fromEntries(order.map((key) => [key, inPreviousOrder(object[key], before[key])]));
}

/**
 * Whether each object of a JSON text is written across lines (a line break between its `{` and
 * its first member, which Prettier keeps), in the order the objects open.
 */
function objectsAcrossLines(text: string): boolean[] {
  const across: boolean[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      let next = i + 1;
      while (next < text.length && /\s/.test(text[next]!)) next++;
      across.push(text.slice(i + 1, next).includes('\n'));
    }
  }
  return across;
}

/** The objects of a parsed value in the order their `{` opens in its text. */
function objectsInOrder(value: Json, into: object[] = []): object[] {
  if (Array.isArray(value)) for (const item of value) objectsInOrder(item, into);
  else if (typeof value === 'object' && value !== null) {
    into.push(value);
    for (const member of Object.values(value)) objectsInOrder(member, into);
  }
  return into;
}

/**
 * How each object of the previous file was laid out, by object (none when the text and its parsed
 * value do not line up, as when a member name is a number JSON.parse puts first).
 */
function layoutOf(previousText: string, previous: Json): WeakMap<object, boolean> {
  const layout = new WeakMap<object, boolean>();
  const across = objectsAcrossLines(previousText);
  const objects = objectsInOrder(previous);
  if (across.length === objects.length) objects.forEach((o, i) => layout.set(o, across[i]!));
  return layout;
}

/**
 * JSON text of `value` where each object opens across lines as its previous self did (an object
 * written on one line stays on one line; a new object is written across lines, unless inside one
 * written on one line). Prettier keeps that choice for objects and lays out the rest itself.
 */
function printLike(
  value: Json,
  previous: Json,
  layout: WeakMap<object, boolean>,
  oneLine = false,
): string {
  if (Array.isArray(value)) {
    const before = Array.isArray(previous) ? previous : [];
    const items = value.map((item, index) =>
      printLike(item, sameItem(item, before, index), layout, oneLine),
    );
    return `[${items.join(',')}]`;
  }
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const before =
    typeof previous === 'object' && previous !== null && !Array.isArray(previous)
      ? (previous as Record<string, Json>)
      : undefined;
  const flat = oneLine || (before !== undefined && layout.get(before) === false);
  const members = Object.entries(value as Record<string, Json>).map(
    ([key, member]) => `${JSON.stringify(key)}:${printLike(member, before?.[key], layout, flat)}`,
  );
  return `{${flat ? '' : '\n'}${members.join(',')}}`;
}

/**
 * The text of a partner file as the repository keeps it: members in a stable order
 * (inPreviousOrder), objects on one line or across lines as the file had them, two-space
 * indentation, formatted by Prettier with the repository's settings (short lists on one line),
 * ending in a newline. Writing back an unchanged file gives its text.
 */
export async function partnerFileText(
  value: Json,
  previousText: string | undefined,
  prettierOptions: Record<string, unknown> = {},
): Promise<string> {
  let previous: Json;
  try {
    previous = previousText === undefined ? undefined : (JSON.parse(previousText) as Json);
  } catch {
    previous = undefined;
  }
  const layout =
    previousText === undefined ? new WeakMap<object, boolean>() : layoutOf(previousText, previous);
  const text = printLike(inPreviousOrder(value, previous), previous, layout);
  return format(text, {
    printWidth: 100,
    ...prettierOptions,
    tabWidth: 2,
    useTabs: false,
    parser: 'json',
  });
}
