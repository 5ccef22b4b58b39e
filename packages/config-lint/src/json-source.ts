import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A place in a text file, both 1-based (what editors and compilers print). */
export interface Position {
  line: number;
  column: number;
}

/** A parsed JSON file that can say where a JSON pointer's value is written. */
export interface JsonSource {
  value: unknown;
  /** Where the value a pointer names starts (its member name, for an object member); the nearest written ancestor when it is not written. */
  positionOf(pointer: string): Position;
}

/** The outcome of parsing a file: its source, or the first syntax error and where it is. */
export type ParsedJson =
  { ok: true; source: JsonSource } | { ok: false; message: string; position: Position };

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a member name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing brace "}" is expected',
  CloseBracketExpected: 'a closing bracket "]" is expected',
  EndOfFileExpected: 'the end of the file is expected',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is not finished',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

/** Start offsets of every line of a text. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') starts.push(i + 1);
    else if (text[i] === '\r' && text[i + 1] !== '\n') starts.push(i + 1);
  }
  return starts;
}

function positionAt(starts: readonly number[], offset: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The node written for a pointer, or its nearest written ancestor; object members give their property node. */
function nodeAt(root: Node, pointer: string): Node {
  let node = root;
  let found: Node = root;
  for (const token of tokensOf(pointer)) {
    let next: Node | undefined;
    if (node.type === 'object') {
      const property = node.children?.findLast((p) => p.children?.[0]?.value === token);
      if (property) {
        found = property;
        next = property.children?.[1];
      }
    } else if (node.type === 'array' && /^\d+$/.test(token)) {
      next = node.children?.[Number(token)];
      if (next) found = next;
    }
    if (!next) return found;
    node = next;
  }
  return found;
}

/**
 * The offset of a trailing comma a syntax error is about: the parser finds the missing value or
 * member at the closing bracket, where the author sees nothing wrong; the comma is the mistake.
 */
function trailingComma(text: string, error: ParseError): number | undefined {
  const code = printParseErrorCode(error.error);
  if (code !== 'ValueExpected' && code !== 'PropertyNameExpected') return undefined;
  if (!/[\]}]/.test(text[error.offset] ?? '')) return undefined;
  let at = error.offset - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at--;
  return text[at] === ',' ? at : undefined;
}

/**
 * Parses strict JSON (no comments, no trailing commas), keeping where every value is written.
 * A file that does not parse gives its first syntax error with its line and column.
 */
export function parseJsonSource(text: string): ParsedJson {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const starts = lineStarts(text);
  const first = errors[0];
  if (first || !tree) {
    const comma = first ? trailingComma(text, first) : undefined;
    if (comma !== undefined)
      return {
        ok: false,
        message: 'not valid JSON: a comma after the last item (JSON allows none): remove it',
        position: positionAt(starts, comma),
      };
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return {
      ok: false,
      message: `not valid JSON: ${SYNTAX_MESSAGES[code] ?? code}`,
      position: positionAt(starts, first?.offset ?? 0),
    };
  }
  return {
    ok: true,
    source: {
      value: JSON.parse(text) as unknown,
      positionOf: (pointer) => positionAt(starts, nodeAt(tree, pointer).offset),
    },
  };
}
