import { isAnswered, type Answers } from '../conditions/answers.ts';
import type { FieldKind, FieldModel, FormModel, PageModel, ViewNode } from '../model/form-model.ts';
import type { EvaluationContext } from '../visibility/evaluation-context.ts';
import { evaluateVisibility } from '../visibility/evaluate-visibility.ts';
import type { DocumentAnswer } from '../rules/document-answer.schema.ts';
import { DOCUMENT_ANSWERED } from '../rules/file-rules.ts';
import { SCHOOL_TEXT_PARTS, addressText, schoolText } from './block-text.ts';

/** Uploaded documents by question key. */
export type DocumentAnswers = Readonly<Record<string, DocumentAnswer>>;

/** What the print view reads: answers, add-another counts, chosen tabs and uploaded documents. */
export type PrintContext = EvaluationContext & { documents?: DocumentAnswers };

/** What a print item shows: a question's kind, or a whole checkbox group, address or school. */
export type PrintItemKind = FieldKind | 'checkboxGroup' | 'address' | 'school';

/** One answered question as the staff view and the PDF show it. */
export interface PrintItem {
  /**
   * Answer key, or the id of a checkbox group, address or school (with `_<n>` in add-another
   * block n ≥ 2). A school's address parts are items of their own, under their answer keys.
   */
  key: string;
  /** The question's label; in add-another block n ≥ 2 followed by " (n)". */
  label: string;
  /** The answer as text: option labels, check markers, address text, document notice. */
  display: string;
  kind: PrintItemKind;
}

/** A section of a page with at least one answered, visible question. */
export interface PrintSection {
  id: string;
  title: string;
  items: PrintItem[];
}

/** One page of the application in print form. */
export interface PrintPage {
  pageId: string;
  title: string;
  sections: PrintSection[];
}

/** Markers of a ticked and an unticked check box. */
export const CHECKED_MARKER = '[X]';
export const UNCHECKED_MARKER = '[ ]';

/** What print shows for an uploaded document. */
export const documentAttachedText = (key: string): string => `Document attached for "${key}"`;

/** Radio options print side by side; more than 2 options print in columns. */
export const printRadioLayout = (optionsCount: number): 'columns' | 'row' =>
  optionsCount > 2 ? 'columns' : 'row';

interface Walk {
  model: FormModel;
  ctx: PrintContext;
  answers: Answers;
  visible: ReadonlySet<string>;
  /** Number of the add-another block being walked. */
  block: number;
}

/**
 * The staff view and PDF content of one page: only visible questions that have a value, in page
 * order, as text. Sections without such questions are left out.
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
  return { model, ctx, answers: { ...ctx.answers, ...clear }, visible, block: 1 };
}

function projectPage(page: PageModel, walk: Walk): PrintPage {
  const sections = page.sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: itemsOf(section.children, walk),
    }))
    .filter((section) => section.items.length > 0);
  return { pageId: page.id, title: page.title, sections };
}

function itemsOf(nodes: readonly ViewNode[], w: Walk): PrintItem[] {
  return nodes.flatMap((node) => itemsOfNode(node, w));
}

function itemsOfNode(node: ViewNode, w: Walk): PrintItem[] {
  switch (node.type) {
    case 'field':
      return [
        ...fieldItem(node.field, w),
        ...Object.values(node.contentByValue ?? {}).flatMap((children) => itemsOf(children, w)),
      ];
    case 'confirm':
      return [...fieldItem(node.field, w), ...itemsOf(node.before, w), ...itemsOf(node.after, w)];
    case 'checkboxGroup': {
      const boxes = node.items.filter((item) => w.visible.has(item.key));
      if (node.hideInPrint || !boxes.some((box) => isTicked(w.answers[box.key]))) return [];
      const display = boxes
        .map(
          (box) =>
            `${isTicked(w.answers[box.key]) ? CHECKED_MARKER : UNCHECKED_MARKER} ${box.label}`,
        )
        .join('  ');
      return [item(node.group.id, node.group.label, display, 'checkboxGroup', w)];
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
      return node.blocks.flatMap((children, i) => itemsOf(children, { ...w, block: i + 1 }));
    case 'tabs': {
      const chosen = w.ctx.tabs?.[node.tabId] ?? node.defaultTab;
      return node.tabs
        .filter((tab) => tab.value === chosen)
        .flatMap((tab) => itemsOf(tab.children, w));
    }
    case 'group':
      return itemsOf(node.children, w);
    case 'markdown':
      return [];
  }
}

function fieldItem(field: FieldModel, w: Walk): PrintItem[] {
  if (!w.visible.has(field.key) || field.node.hideInPrint) return [];
  const display = displayOf(field, w);
  return display === undefined ? [] : [item(field.key, field.label, display, field.kind, w)];
}

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

/** The answer of one question as print text, or undefined when it has no value. */
function displayOf(field: FieldModel, w: Walk): string | undefined {
  const value = w.answers[field.key];
  switch (field.kind) {
    case 'check':
      return isTicked(value) ? CHECKED_MARKER : undefined;
    case 'file':
      return w.ctx.documents?.[field.key] !== undefined || value === DOCUMENT_ANSWERED
        ? documentAttachedText(field.key)
        : undefined;
    case 'select':
    case 'radio':
    case 'dependentSelect':
      return choiceText(field, w.answers);
    default:
      return textOf(value);
  }
}

const isTicked = (value: unknown): boolean => value === true || value === 'true';

const textOf = (value: unknown): string | undefined =>
  isAnswered(value) && String(value).trim() !== '' ? String(value) : undefined;

/** A choice prints as its `_desc` text, else its option's label, else the stored value. */
function choiceText(field: FieldModel, answers: Answers): string | undefined {
  const value = textOf(answers[field.key]);
  if (value === undefined) return undefined;
  const desc = field.descKey ? textOf(answers[field.descKey]) : undefined;
  if (desc !== undefined) return desc;
  const options = field.options ?? field.optionsByAnswer?.[String(answers[field.controller ?? ''])];
  return options?.find((option) => option.value === value)?.label ?? value;
}

/** The print text of each visible, answered part of an address or school, by part name. */
function partTexts(parts: readonly FieldModel[], w: Walk): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const part of parts) {
    if (!part.part || !w.visible.has(part.key)) continue;
    const text = displayOf(part, w);
    if (text !== undefined) texts[part.part.part] = text;
  }
  return texts;
}
