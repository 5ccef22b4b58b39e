import type { DocumentAnswer } from '../conditions/document-answer.schema.ts';
import type { EvaluationContext } from '../conditions/evaluation-context.ts';

/*
 * The print projection: what the staff view and the application PDF show, as data. Both only lay
 * it out; every text either shows (labels, answers, markers, headings) is decided here.
 */

/** Uploaded documents by question key. */
export type DocumentAnswers = Readonly<Record<string, DocumentAnswer>>;

/** What the print view reads: answers, add-another counts, chosen tabs and uploaded documents. */
export type PrintContext = EvaluationContext & { documents?: DocumentAnswers };

/**
 * What a print item shows: the node type that made it (a question's, or a block's that prints as
 * one item, such as a group of check boxes or an address).
 */
export type PrintItemKind = string;

/**
 * How the choices of an item are laid out: side by side (`row`), in columns (`columns`: a radio
 * with more than 2 options, spec section 2) or one under the other (`list`: a checkbox group).
 */
export type PrintLayout = 'row' | 'columns' | 'list';

/** One option of a radio or one box of a checkbox group, with its marker. */
export interface PrintChoice {
  label: string;
  /** `(X)`/`( )` for a radio option, `[X]`/`[ ]` for a check box. */
  marker: string;
  chosen: boolean;
}

/** One answered question as the staff view and the PDF show it. */
export interface PrintItem {
  /**
   * Answer key, or the id of a block that prints as one item (with `_<n>` in add-another block
   * n ≥ 2); its parts that print apart are items of their own, under their answer keys.
   */
  key: string;
  /** The question's label; in block n ≥ 2 of an add-another without a heading, followed by " (n)". */
  label: string;
  /**
   * The answer as one line of text (its node type's print text: the text answer, an option's
   * label, a marker, a notice); for `choices`, each marker and label in turn.
   */
  display: string;
  kind: PrintItemKind;
  /** Marked choices (options or boxes, each marked); `display` spells them out. */
  choices?: PrintChoice[];
  /** How `choices` are laid out. */
  layout?: PrintLayout;
}

/**
 * The title of a group, a tab set or an add-another block ("Parent/Guardian 2"), printed before
 * the items under it when at least one of them is printed.
 */
export interface PrintHeading {
  kind: 'heading';
  /** The group's id, the tab set's id, or `<buttonId>_<n>` for block n. */
  key: string;
  label: string;
  /** 1 directly under the section, 2 inside another heading's part, and so on. */
  level: number;
}

/** What a section prints, in page order: items, and the headings of the parts they sit in. */
export type PrintEntry = PrintItem | PrintHeading;

export const isPrintHeading = (entry: PrintEntry): entry is PrintHeading =>
  entry.kind === 'heading';

/** A section of a page with at least one answered, visible question. */
export interface PrintSection {
  id: string;
  title: string;
  /** Items and headings in page order (see PrintEntry). */
  items: PrintEntry[];
}

/** One page of the application in print form. */
export interface PrintPage {
  pageId: string;
  title: string;
  step: number;
  /** The page's heading in print: "Step <n>: <title>". */
  heading: string;
  /** Sections with something printed; none when nothing on the page is answered. */
  sections: PrintSection[];
}

/** Markers of a ticked and an unticked check box (spec section 2). */
export const CHECKED_MARKER = '[X]';
export const UNCHECKED_MARKER = '[ ]';

/** Markers of the chosen and the other options of a radio. */
export const RADIO_CHOSEN_MARKER = '(X)';
export const RADIO_OTHER_MARKER = '( )';

/** What print shows for a page with no answered question. */
export const NO_ANSWERS_TEXT = 'No answers on this page.';

/** The heading of a page in print. */
export const printPageHeading = (page: { step: number; title: string }): string =>
  `Step ${page.step}: ${page.title}`;

/** A choice as text: its marker, then its label. */
export const choiceText = (choice: PrintChoice): string => `${choice.marker} ${choice.label}`;

/** The display of an item with choices: each choice in turn, two spaces apart. */
export const choicesDisplay = (choices: readonly PrintChoice[]): string =>
  choices.map(choiceText).join('  ');

/** The questions of printed pages, in order, without the headings. */
export const printItemsOf = (pages: readonly PrintPage[]): PrintItem[] =>
  pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.items.filter((entry): entry is PrintItem => !isPrintHeading(entry)),
    ),
  );
