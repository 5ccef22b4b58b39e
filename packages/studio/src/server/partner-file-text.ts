import { format, type Options } from 'prettier';
import { sameJson } from '../model/same-json.ts';
import { editJsonText } from './edit-json-text.ts';

type Json = unknown;

/** The indentation a file's text uses: tabs, or its smallest run of spaces (else two). */
function indentationOf(text: string): { useTabs: boolean; tabWidth: number } {
  const indents = [...text.matchAll(/^([ \t]+)\S/gm)].map((m) => m[1]!);
  if (indents.some((indent) => indent.startsWith('\t'))) return { useTabs: true, tabWidth: 2 };
  const spaces = Math.min(...indents.map((indent) => indent.length));
  return { useTabs: false, tabWidth: Number.isFinite(spaces) ? spaces : 2 };
}

const BOM = '\uFEFF';

const parse = (text: string): { value: Json } | undefined => {
  try {
    return { value: JSON.parse(text.startsWith(BOM) ? text.slice(1) : text) as Json };
  } catch {
    return undefined;
  }
};

/**
 * The text of a partner file after an edit, as the author's repository keeps it. A file whose
 * value did not change keeps its text, whatever its members' order. A changed file keeps every
 * character of what did not change (its line ends, indentation, objects and lists on one line or
 * across lines, a last newline or none: editJsonText), so its diff shows only the edited values;
 * what is new is formatted by Prettier with the repository's settings in the file's indentation.
 * A new file is written by Prettier (two-space indentation, objects across lines, a last newline).
 */
export async function partnerFileText(
  value: Json,
  previousText: string | undefined,
  prettierOptions: Options = {},
): Promise<string> {
  const previous = previousText === undefined ? undefined : parse(previousText);
  if (previousText !== undefined && previous && sameJson(previous.value, value))
    return previousText;
  const options: Options = {
    printWidth: 100,
    ...prettierOptions,
    ...(previous ? indentationOf(previousText!) : { useTabs: false, tabWidth: 2 }),
    parser: 'json',
    endOfLine: 'lf',
  };
  // Objects across lines (Prettier keeps an object across lines when it is written so).
  const prettier = (json: Json, width: number) =>
    format(JSON.stringify(json, null, 2), { ...options, printWidth: width });
  if (previous) {
    const eol = previousText!.includes('\r\n') ? '\r\n' : '\n';
    // A byte order mark some editors write stays, in front of the JSON.
    const bom = previousText!.startsWith(BOM) ? BOM : '';
    const edited = await editJsonText(
      previousText!.slice(bom.length),
      value,
      async (json, indent) => {
        const width = indent.replaceAll('\t', ' '.repeat(options.tabWidth!)).length;
        const text = await prettier(json, Math.max(40, options.printWidth! - width));
        return text
          .trimEnd()
          .split('\n')
          .join(eol + indent);
      },
    );
    if (edited !== undefined) return bom + edited;
  }
  return prettier(value, options.printWidth!);
}
