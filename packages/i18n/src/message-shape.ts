import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** How a message uses a placeholder: `{name}` is plain, `{n, number}` a number, and so on. */
export type ArgumentKind =
  'plain' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'selectordinal' | 'tag';

/** One `{x, select, …}` of a message and the cases it names (`other` included), sorted. */
export interface SelectShape {
  argument: string;
  cases: string[];
}

/** One `{n, plural, …}` (or `selectordinal`) of a message. */
export interface PluralShape {
  argument: string;
  type: 'cardinal' | 'ordinal';
  /** The `offset:` subtracted before choosing a keyword case (0 without one). */
  offset: number;
  /** The exact cases' numbers, ascending: `=0 {…}` is 0. */
  exact: number[];
  /** The keyword cases, sorted: `many`, `one`, `other`… */
  keywords: string[];
}

/** What a message needs from its caller and which choices it makes, for comparing translations. */
export interface MessageShape {
  /** Each placeholder's name and the kinds it is used as, sorted. */
  arguments: Record<string, ArgumentKind[]>;
  selects: SelectShape[];
  plurals: PluralShape[];
}

const KIND: Readonly<Record<TYPE, ArgumentKind | undefined>> = {
  [TYPE.literal]: undefined,
  [TYPE.pound]: undefined,
  [TYPE.argument]: 'plain',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The placeholders, selects and plurals of a parsed message, nested ones included. */
export function messageShape(ast: readonly MessageFormatElement[]): MessageShape {
  const kinds = new Map<string, Set<ArgumentKind>>();
  const selects: SelectShape[] = [];
  const plurals: PluralShape[] = [];
  const visit = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      const ordinal = element.type === TYPE.plural && element.pluralType === 'ordinal';
      const kind = ordinal ? 'selectordinal' : KIND[element.type]!;
      kinds.set(element.value, (kinds.get(element.value) ?? new Set()).add(kind));
      if (element.type === TYPE.select) {
        selects.push({ argument: element.value, cases: Object.keys(element.options).sort() });
      }
      if (element.type === TYPE.plural) {
        const cases = Object.keys(element.options).sort();
        plurals.push({
          argument: element.value,
          type: ordinal ? 'ordinal' : 'cardinal',
          offset: element.offset,
          exact: cases
            .filter((name) => name.startsWith('='))
            .map((name) => Number(name.slice(1)))
            .sort((a, b) => a - b),
          keywords: cases.filter((name) => !name.startsWith('=')),
        });
      }
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(ast);
  // fromEntries defines own properties, so a placeholder named `__proto__` stays a placeholder.
  const names = [...kinds.keys()].sort();
  const args = Object.fromEntries(names.map((name) => [name, [...kinds.get(name)!].sort()]));
  return { arguments: args, selects, plurals };
}
