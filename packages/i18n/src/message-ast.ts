import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { strayClosingBrace } from './stray-closing-brace.ts';
import { syntaxErrorText } from './syntax-error-text.ts';

export type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A place in a message: UTF-16 offset, and line and column counted from 1. */
interface Position {
  offset: number;
  line: number;
  column: number;
}

/** Where a message stops parsing and why. */
export interface MessageSyntaxProblem extends Position {
  /** What is wrong, in words: 'a placeholder is not closed: "}" expected'. */
  message: string;
}

/** A message read by the ICU parser: its AST, or where and why it does not parse. */
export type ParsedMessage =
  | { type: 'parsed'; ast: MessageFormatElement[] }
  | { type: 'unparsable'; problem: MessageSyntaxProblem };

function positionAt(source: string, offset: number): Position {
  const before = source.slice(0, offset).split('\n');
  return { offset, line: before.length, column: before.at(-1)!.length + 1 };
}

/** The AST as it is shipped: without the places and original spellings kept for checking. */
function withoutParseDetails(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    const plain = { ...element } as MessageFormatElement & { rawValue?: string };
    delete plain.location;
    delete plain.rawValue;
    if (plain.type === TYPE.tag) plain.children = withoutParseDetails(plain.children);
    if ('style' in plain && typeof plain.style === 'object' && plain.style) {
      plain.style = { ...plain.style };
      delete plain.style.location;
    }
    if (plain.type === TYPE.plural || plain.type === TYPE.select) {
      const options = Object.entries(plain.options).map(
        ([name, option]) => [name, { value: withoutParseDetails(option.value) }] as const,
      );
      plain.options = Object.fromEntries(options);
    }
    return plain;
  });
}

/**
 * Reads an ICU MessageFormat text. Every plural and select must have an `other` case (the text
 * shown for a value no case names), and a `}` must close something (quote it, `'}'`, to show one).
 * Tags are **not** syntax: `<b>` and `a < b` are plain text, so a text never needs a tag's
 * function to format, and markup stays the markdown texts' business. Number and date skeletons
 * (`::currency/USD`) are resolved here, so the compiled AST formats without the skeleton parser.
 */
export function parseMessage(source: string): ParsedMessage {
  let ast: MessageFormatElement[];
  try {
    ast = parse(source, {
      ignoreTag: true,
      requiresOtherClause: true,
      shouldParseSkeletons: true,
      captureLocation: true,
      captureEscapes: true,
    });
  } catch (error) {
    const start = (error as { location?: { start?: Position } }).location?.start;
    // The parser's errors carry their kind and place; a message nested deeper than the stack
    // allows throws a RangeError with neither.
    const problem = start
      ? { ...start, message: syntaxErrorText((error as Error).message) }
      : { ...positionAt(source, 0), message: 'the message is nested too deeply to read' };
    return { type: 'unparsable', problem };
  }
  const stray = strayClosingBrace(ast);
  if (stray !== undefined) {
    const message = `a "}" closes nothing: remove it, or write '}' to show one`;
    return { type: 'unparsable', problem: { ...positionAt(source, stray), message } };
  }
  return { type: 'parsed', ast: withoutParseDetails(ast) };
}
