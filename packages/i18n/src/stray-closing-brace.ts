import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The characters an apostrophe quotes at the top of a message (ICU's "only where needed"). */
const QUOTABLE = new Set(['{', '}', '<', '>']);

/**
 * The offset of the first `}` that closes nothing, or undefined. ICU reads such a brace as text,
 * but in a translation it is a typo (`Hola {name}}`) that would show. Needs the AST parsed with
 * `captureLocation` and `captureEscapes` (the literals' original spelling); only the top level can
 * hold one, since inside a plural or select a `}` closes the case.
 */
export function strayClosingBrace(ast: readonly MessageFormatElement[]): number | undefined {
  for (const element of ast) {
    if (element.type !== TYPE.literal || !element.rawValue || !element.location) continue;
    const raw = element.rawValue;
    for (let index = 0; index < raw.length; index += 1) {
      if (raw[index] === '}') return element.location.start.offset + index;
      if (raw[index] !== "'") continue;
      if (raw[index + 1] === "'") index += 1;
      else if (QUOTABLE.has(raw[index + 1]!)) {
        // Quoted text runs to the next lone apostrophe; '' inside it is an apostrophe.
        for (index += 2; index < raw.length; index += 1) {
          if (raw[index] === "'" && raw[index + 1] === "'") index += 1;
          else if (raw[index] === "'") break;
        }
      }
    }
  }
  return undefined;
}
