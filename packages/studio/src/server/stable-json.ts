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
 * The text of a partner file as the repository keeps it: members in a stable order
 * (inPreviousOrder), two-space indentation, formatted by Prettier with the repository's settings
 * (short lists on one line), ending in a newline. Writing back an unchanged file gives its text.
 */
export async function partnerFileText(
  value: Json,
  previous: Json,
  prettierOptions: Record<string, unknown> = {},
): Promise<string> {
  const text = JSON.stringify(inPreviousOrder(value, previous), null, 2);
  return format(text, {
    printWidth: 100,
    ...prettierOptions,
    tabWidth: 2,
    useTabs: false,
    parser: 'json',
  });
}
