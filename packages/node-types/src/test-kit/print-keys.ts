import { printApplication, type Answers, type FormModel, type PrintContext } from '@admit/engine';

/** The keys of what a model's first page prints with these answers (items and headings), in order. */
export function printedKeys(model: FormModel, answers: Answers, ctx: Partial<PrintContext> = {}) {
  const [page] = printApplication(model, { answers, ...ctx });
  return page!.sections.flatMap((section) => section.items.map((item) => item.key));
}
