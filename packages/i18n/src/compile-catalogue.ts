import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseMessage } from './message-ast.ts';

/**
 * A language's texts ready for the browser: each id's parsed message. Plain JSON, so a build writes
 * it out and the applicant's runtime formats it without the ICU parser.
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** A text that cannot be used, named by its id and said in words. */
export interface CatalogueProblem {
  id: string;
  /** What is wrong: `"greeting" does not parse at 1:7: a placeholder is not closed…`. */
  message: string;
}

/** A catalogue compiled: every text that parses, and a problem for each that does not. */
export interface CompiledCatalogue {
  messages: CompiledMessages;
  problems: CatalogueProblem[];
}

/** Parses every text of one language's catalogue (id → ICU message). */
export function compileCatalogue(catalogue: Readonly<Record<string, string>>): CompiledCatalogue {
  const messages: [string, MessageFormatElement[]][] = [];
  const problems: CatalogueProblem[] = [];
  for (const [id, source] of Object.entries(catalogue)) {
    // Catalogues are read from JSON: a number or a list where a text belongs is refused here.
    if (typeof source !== 'string') {
      problems.push({ id, message: `"${id}" is not a text` });
      continue;
    }
    const parsed = parseMessage(source);
    if (parsed.type === 'parsed') messages.push([id, parsed.ast]);
    else {
      const { line, column, message } = parsed.problem;
      problems.push({ id, message: `"${id}" does not parse at ${line}:${column}: ${message}` });
    }
  }
  // fromEntries defines own properties: an id such as `__proto__` is a text like any other.
  return { messages: Object.fromEntries(messages), problems };
}
