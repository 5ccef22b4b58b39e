import { getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { itemName } from '../model/item-name.ts';
import { sameJson } from '../model/same-json.ts';

type Json = unknown;

/**
 * Prints a value that has no text in the file yet, written across lines: its first line continues
 * where it is put, every later line starts with `indent`.
 */
export type PrintAcrossLines = (value: Json, indent: string) => Promise<string>;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value on one line, as Prettier writes a short one: `{ "a": 1, "b": [1, 2] }`. */
function oneLine(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`);
  return members.length ? `{ ${members.join(', ')} }` : '{}';
}

/**
 * For each item of a new list, the item of the old list it is (so its text is kept): the item of
 * the same name, else an equal one, else the one at the same place when that one is not named
 * elsewhere in the new list (an item renamed in place).
 */
function matchItems(before: readonly Json[], after: readonly Json[]): (number | undefined)[] {
  const used = new Set<number>();
  const take = (i: number | undefined) => (i === undefined || i < 0 ? undefined : (used.add(i), i));
  const names = before.map(itemName);
  const match: (number | undefined)[] = after.map((item) => {
    const name = itemName(item);
    return name === undefined
      ? undefined
      : take(names.findIndex((n, i) => n === name && !used.has(i)));
  });
  after.forEach((item, j) => {
    if (match[j] !== undefined) return;
    const free = (i: number) => !used.has(i) && sameJson(before[i], item);
    match[j] = take(j < before.length && free(j) ? j : before.findIndex((_, i) => free(i)));
  });
  const newNames = new Set(after.map(itemName));
  after.forEach((_, j) => {
    const name = names[j];
    if (match[j] === undefined && j < before.length && !used.has(j))
      if (name === undefined || !newNames.has(name)) match[j] = take(j);
  });
  return match;
}

/**
 * The order an object's members are written in after an edit: the members it keeps in the order
 * the file has them; a new member right after the member before it in the new value (so a
 * translation added among the others is one new line there), else after all the others.
 */
export function membersInPlace(written: readonly string[], next: readonly string[]): string[] {
  const present = new Set(next);
  const order = written.filter((key) => present.has(key));
  const placed = new Set(order);
  next.forEach((key, index) => {
    if (placed.has(key)) return;
    let before: string | undefined;
    for (let i = index - 1; i >= 0 && before === undefined; i--)
      if (placed.has(next[i]!)) before = next[i];
    order.splice(before === undefined ? order.length : order.indexOf(before) + 1, 0, key);
    placed.add(key);
  });
  return order;
}

/**
 * The text of a JSON file with its value changed to `value`, written as the file was: only the
 * text of values that changed is replaced; every other character stays (line ends, indentation,
 * one-line objects and lists, long lines, a last newline or none). A list item or member keeps its
 * text when it moves; a new item is put after the others with the separator they have, a new
 * member after the one before it in `value` (membersInPlace).
 * A new value is written on one line inside something written on one line, else by `print`.
 * Undefined when the text is not JSON.
 */
export async function editJsonText(
  text: string,
  value: Json,
  print: PrintAcrossLines,
): Promise<string | undefined> {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (!root || errors.length) return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const span = (from: number, to: number) => text.slice(from, to);
  const end = (node: Node) => node.offset + node.length;
  const lineIndent = (offset: number) => {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(start, offset))![0];
  };

  const fresh = (next: Json, indent: string, inline: boolean): Promise<string> | string =>
    inline || typeof next !== 'object' || next === null ? oneLine(next) : print(next, indent);

  /** A container's elements between its brackets, joined by the separators it has. */
  const rebuild = (node: Node, elements: readonly string[]): string => {
    const children = node.children!;
    const lead = span(node.offset + 1, children[0]!.offset);
    const trail = span(end(children.at(-1)!), end(node) - 1);
    const separators = children.slice(1).map((child, i) => span(end(children[i]!), child.offset));
    const fallback = lead.includes('\n')
      ? `,${eol}${lead.slice(lead.lastIndexOf('\n') + 1)}`
      : lead === ''
        ? ','
        : ', ';
    if (elements.length === 0) return node.type === 'object' ? '{}' : '[]';
    const body = elements.map(
      (e, i) => (i ? (separators[i - 1] ?? separators[0] ?? fallback) : '') + e,
    );
    return `${text[node.offset]!}${lead}${body.join('')}${trail}${text[end(node) - 1]!}`;
  };

  const rewrite = async (node: Node, next: Json, inline: boolean): Promise<string> => {
    const before = getNodeValue(node) as Json;
    if (sameJson(before, next)) return span(node.offset, end(node));
    const children = node.children ?? [];
    const nested = inline || !span(node.offset, end(node)).includes('\n');
    const lead = children.length ? span(node.offset + 1, children[0]!.offset) : '';
    const childIndent = lead.includes('\n') ? lead.slice(lead.lastIndexOf('\n') + 1) : '';
    if (node.type === 'object' && isObject(next) && children.length) {
      const first = children[0]!.children!;
      const colon = span(end(first[0]!), first[1]?.offset ?? end(first[0]!)) || ': ';
      const byKey = new Map(children.map((p) => [p.children![0]!.value as string, p]));
      const elements = await Promise.all(
        membersInPlace([...byKey.keys()], Object.keys(next)).map(async (key) => {
          const property = byKey.get(key);
          if (!property)
            return `${JSON.stringify(key)}${colon}${await fresh(next[key], childIndent, nested)}`;
          const member = property.children![1]!;
          const memberText = await rewrite(member, next[key], nested);
          return span(property.offset, member.offset) + memberText;
        }),
      );
      return rebuild(node, elements);
    }
    if (node.type === 'array' && Array.isArray(next) && children.length) {
      const match = matchItems(before as Json[], next);
      const elements = await Promise.all(
        next.map((item, j) => {
          const old = match[j];
          return old === undefined
            ? fresh(item, childIndent, nested)
            : rewrite(children[old]!, item, nested);
        }),
      );
      return rebuild(node, elements);
    }
    return fresh(next, lineIndent(node.offset), inline);
  };

  return span(0, root.offset) + (await rewrite(root, value, false)) + span(end(root), text.length);
}
