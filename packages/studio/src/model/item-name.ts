/** Members that name a list item: a node's key or id, a button's or tab's id, an option's value. */
const NAMES = ['key', 'id', 'buttonId', 'tabId', 'value'];

/**
 * A list item's name (`key:first_name`), when it has one: what stays the same when the item
 * moves in its list, so a moved item is known as itself and not as an edit of its neighbour.
 */
export function itemName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const item = value as Record<string, unknown>;
  const name = NAMES.find((n) => typeof item[n] === 'string');
  return name === undefined ? undefined : `${name}:${item[name] as string}`;
}
