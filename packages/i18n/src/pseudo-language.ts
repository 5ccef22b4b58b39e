import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Language } from './language.ts';
import { parseMessage } from './message-ast.ts';

/**
 * The pseudo-language's tag (the conventional "English, accented"): its texts are the default
 * language's, accented and 40% longer, so a screen shown in it reveals every text that escaped
 * translation (it stays plain) and every box too tight for a longer language (it clips).
 */
export const PSEUDO_LANGUAGE: Language = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñöþǫŕšţúṽŵẋýžÅƁÇÐẼƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]!]));

const accent = (text: string) => [...text].map((char) => ACCENT.get(char) ?? char).join('');

/** The literal characters a reader sees: the longest way through each plural or select. */
function visibleLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += [...element.value].length;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      length += Math.max(...Object.values(element.options).map((o) => visibleLength(o.value)));
    }
    if (element.type === TYPE.tag) length += visibleLength(element.children);
  }
  return length;
}

function accentLiterals(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag)
      return { ...element, children: accentLiterals(element.children) };
    if (element.type !== TYPE.plural && element.type !== TYPE.select) return element;
    const options = Object.entries(element.options).map(
      ([name, option]) => [name, { ...option, value: accentLiterals(option.value) }] as const,
    );
    return { ...element, options: Object.fromEntries(options) };
  });
}

/**
 * The message in the pseudo-language: every letter of its literal text accented (a → á, E → Ẽ;
 * digits, punctuation and spaces kept), the whole in brackets and padded with `~` to at least 40%
 * longer: "Enter your name" → "[Ẽñţéŕ ýöúŕ ñáɱé ~~~]". Placeholders, plurals and selects are
 * kept, so it formats with the same values. A message that does not parse is returned unchanged
 * (config-lint reports it; unaccented, it shows on the screen).
 */
export function pseudoLocalize(source: string): string {
  const parsed = parseMessage(source);
  if (parsed.type === 'unparsable' || parsed.ast.length === 0) return source;
  const padding = '~'.repeat(Math.max(1, Math.ceil(visibleLength(parsed.ast) * 0.4) - 3));
  const ast: MessageFormatElement[] = [
    { type: TYPE.literal, value: '[' },
    ...accentLiterals(parsed.ast),
    { type: TYPE.literal, value: ` ${padding}]` },
  ];
  return printAST(ast);
}
