import { isPrintHeading, type PrintPage } from './print-types.ts';

/**
 * The label a question prints with, found by its answer key in a print projection (the first
 * item with that key), or undefined when the question is not printed. Lets a view name an
 * answer (a document, say) the way the print layout does.
 */
export function printLabelOf(print: readonly PrintPage[], key: string): string | undefined {
  for (const page of print)
    for (const section of page.sections)
      for (const entry of section.items)
        if (!isPrintHeading(entry) && entry.key === key) return entry.label;
  return undefined;
}
