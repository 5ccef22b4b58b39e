import type { FieldModel, PageModel } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import { definitionOf, type PrintWalker } from '../node-type/node-type.ts';
import {
  printPageHeading,
  type PrintContext,
  type PrintItem,
  type PrintItemKind,
  type PrintPage,
} from '../print-text/print-types.ts';
import { evaluateVisibility } from '../visibility/evaluate-visibility.ts';
import { fieldPrint } from './field-print.ts';

interface Walk {
  model: FormModel;
  ctx: PrintContext;
  answers: PrintContext['answers'];
  visible: ReadonlySet<string>;
  /** Number of the add-another block being walked, when the block has no heading of its own. */
  block: number;
  /** Level of the headings of parts found here (1 directly in a section). */
  level: number;
}

/**
 * The staff view and PDF content of one page: only visible questions that have a value, in page
 * order, as text, with the headings of the titled parts they sit in. Sections without such
 * questions are left out. Each node prints as its node type says.
 */
export function printProjection(model: FormModel, ctx: PrintContext, pageId: string): PrintPage {
  const page = model.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`Unknown page id "${pageId}".`);
  return projectPage(page, walkOf(model, ctx));
}

/** The print projection of every page, in step order. */
export function printApplication(model: FormModel, ctx: PrintContext): PrintPage[] {
  const walk = walkOf(model, ctx);
  return model.pages.map((page) => projectPage(page, walk));
}

function walkOf(model: FormModel, ctx: PrintContext): PrintWalker {
  // Answers left behind by hidden questions are cleared the way the form clears them.
  const { visible, clear } = evaluateVisibility(model, ctx);
  return walker({
    model,
    ctx,
    answers: { ...ctx.answers, ...clear },
    visible,
    block: 1,
    level: 1,
  });
}

function projectPage(page: PageModel, w: PrintWalker): PrintPage {
  const sections = page.sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: w.entries(section.children),
    }))
    .filter((section) => section.items.length > 0);
  return {
    pageId: page.id,
    title: page.title,
    step: page.step,
    heading: printPageHeading(page),
    sections,
  };
}

function walker(w: Walk): PrintWalker {
  const self: PrintWalker = {
    answers: w.answers,
    visible: w.visible,
    ctx: w.ctx,
    entries: (nodes) =>
      nodes.flatMap((node) => definitionOf(w.model.nodeTypes, node.nodeType).print(node, self)),
    field: (field) => fieldItem(field, w),
    item: (key, label, display, kind) => item(key, label, display, kind, w),
    titled(key, title, inner) {
      if (!title) return inner(self);
      const entries = inner(walker({ ...w, level: w.level + 1 }));
      return entries.length === 0
        ? []
        : [{ kind: 'heading' as const, key, label: title, level: w.level }, ...entries];
    },
    inBlock: (block) => walker({ ...w, block }),
    partTexts: (parts) => partTexts(parts, w),
  };
  return self;
}

function fieldItem(field: FieldModel, w: Walk): PrintItem[] {
  if (!w.visible.has(field.key) || field.node.hideInPrint) return [];
  const printed = fieldPrint(w.model, field, w.answers, w.ctx.documents);
  if (!printed) return [];
  return [
    { ...item(field.key, field.label, printed.display, field.kind, w), ...choicesOf(printed) },
  ];
}

const choicesOf = ({ choices, layout }: Pick<PrintItem, 'choices' | 'layout'>) =>
  choices ? { choices, layout } : {};

const item = (
  key: string,
  label: string,
  display: string,
  kind: PrintItemKind,
  w: Walk,
): PrintItem => ({
  key,
  label: w.block > 1 ? `${label} (${w.block})` : label,
  display,
  kind,
});

/** The print text of each visible, answered part of a block, by part name. */
function partTexts(parts: readonly FieldModel[], w: Walk): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const part of parts) {
    if (!part.part || !w.visible.has(part.key)) continue;
    const text = fieldPrint(w.model, part, w.answers, w.ctx.documents)?.display;
    if (text !== undefined) texts[part.part.part] = text;
  }
  return texts;
}
