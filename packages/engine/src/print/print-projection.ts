import type { Answers } from '../conditions/answers.ts';
import type { FieldModel, FormModel, PageModel, ViewNode } from '../model/form-model.ts';
import { evaluateVisibility } from '../visibility/evaluate-visibility.ts';
import { SCHOOL_TEXT_PARTS, addressText, schoolText } from './block-text.ts';
import { checkChoice, fieldPrint, isTickedAnswer } from './field-print.ts';
import {
  choicesDisplay,
  printPageHeading,
  type PrintContext,
  type PrintEntry,
  type PrintItem,
  type PrintItemKind,
  type PrintPage,
} from './print-types.ts';

interface Walk {
  model: FormModel;
  ctx: PrintContext;
  answers: Answers;
  visible: ReadonlySet<string>;
  /** Number of the add-another block being walked, when the block has no heading of its own. */
  block: number;
  /** Level of the headings of parts found here (1 directly in a section). */
  level: number;
}

/**
 * The staff view and PDF content of one page: only visible questions that have a value, in page
 * order, as text, with the headings of the titled parts they sit in. Sections without such
 * questions are left out.
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

function walkOf(model: FormModel, ctx: PrintContext): Walk {
  // Answers left behind by hidden questions are cleared the way the form clears them.
  const { visible, clear } = evaluateVisibility(model, ctx);
  return { model, ctx, answers: { ...ctx.answers, ...clear }, visible, block: 1, level: 1 };
}

function projectPage(page: PageModel, walk: Walk): PrintPage {
  const sections = page.sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: entriesOf(section.children, walk),
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

function entriesOf(nodes: readonly ViewNode[], w: Walk): PrintEntry[] {
  return nodes.flatMap((node) => entriesOfNode(node, w));
}

/** The entries of a titled part: its heading, then what it prints; nothing when it prints nothing. */
function titled(key: string, title: string | undefined, w: Walk, inner: (w: Walk) => PrintEntry[]) {
  if (!title) return inner(w);
  const entries = inner({ ...w, level: w.level + 1 });
  return entries.length === 0
    ? []
    : [{ kind: 'heading' as const, key, label: title, level: w.level }, ...entries];
}

function entriesOfNode(node: ViewNode, w: Walk): PrintEntry[] {
  switch (node.type) {
    case 'field':
      return [
        ...fieldItem(node.field, w),
        ...Object.values(node.contentByValue ?? {}).flatMap((children) => entriesOf(children, w)),
      ];
    case 'confirm':
      return [
        ...fieldItem(node.field, w),
        ...entriesOf(node.before, w),
        ...entriesOf(node.after, w),
      ];
    case 'checkboxGroup': {
      const boxes = node.items.filter((box) => w.visible.has(box.key));
      if (node.hideInPrint || !boxes.some((box) => isTickedAnswer(w.answers[box.key]))) return [];
      const choices = boxes.map((box) => checkChoice(box.label, w.answers[box.key]));
      return [
        {
          ...item(node.group.id, node.group.label, choicesDisplay(choices), 'checkboxGroup', w),
          choices,
          layout: 'list',
        },
      ];
    }
    case 'address': {
      if (node.hideInPrint) return [];
      const display = addressText(partTexts(node.parts, w));
      return display ? [item(node.id, node.label ?? 'Address', display, 'address', w)] : [];
    }
    case 'school': {
      // "name (Ceeb: code)" (spec section 6); the address parts follow as their own answers.
      if (node.hideInPrint) return [];
      const display = schoolText(partTexts(node.parts, w));
      const own = node.parts
        .filter((part) => !SCHOOL_TEXT_PARTS.has(part.part?.part ?? ''))
        .flatMap((part) => fieldItem(part, w));
      return [
        ...(display ? [item(node.id, node.label ?? 'School', display, 'school', w)] : []),
        ...own,
      ];
    }
    case 'addAnother':
      // A labelled block prints under its heading ("Parent/Guardian 2"); an unlabelled one
      // tells its questions apart by " (n)" after their labels.
      return node.blocks.flatMap((children, i) =>
        titled(`${node.buttonId}_${i + 1}`, node.label?.replaceAll('{n}', String(i + 1)), w, (b) =>
          entriesOf(children, node.label ? b : { ...b, block: i + 1 }),
        ),
      );
    case 'tabs': {
      const chosen = w.ctx.tabs?.[node.tabId] ?? node.defaultTab;
      return titled(node.tabId, node.label, w, (t) =>
        node.tabs
          .filter((tab) => tab.value === chosen)
          .flatMap((tab) => entriesOf(tab.children, t)),
      );
    }
    case 'group':
      return titled(node.id, node.title, w, (g) => entriesOf(node.children, g));
    case 'markdown':
      return [];
  }
}

function fieldItem(field: FieldModel, w: Walk): PrintItem[] {
  if (!w.visible.has(field.key) || field.node.hideInPrint) return [];
  const printed = fieldPrint(field, w.answers, w.ctx.documents);
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

/** The print text of each visible, answered part of an address or school, by part name. */
function partTexts(parts: readonly FieldModel[], w: Walk): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const part of parts) {
    if (!part.part || !w.visible.has(part.key)) continue;
    const text = fieldPrint(part, w.answers, w.ctx.documents)?.display;
    if (text !== undefined) texts[part.part.part] = text;
  }
  return texts;
}
