import type { Check } from '../config/check.schema.ts';
import type { Condition } from '../config/condition.schema.ts';
import type { Node } from '../config/node.schema.ts';
import type { Option } from '../config/option.schema.ts';
import type { PartnerConfig } from '../config/partner-config.schema.ts';

/** One thing that must hold for an element to be shown. */
export type Guard =
  | { type: 'condition'; condition: Condition }
  /** Block `index` (1-based) of an add-another group is shown while its count is at least `index`. */
  | { type: 'addAnother'; buttonId: string; index: number }
  /** Content of a tab is shown while that tab is chosen. */
  | { type: 'tab'; tabId: string; value: string };

/**
 * Node types that store one answer under their key: the questions, which are the node types of
 * the config schema with `checks` (text, phone, select, dependentSelect, radio, check, file,
 * lookup). Derived from the schema, so a new question type needs no entry here.
 */
export type FieldNode = Node extends infer N
  ? N extends Node
    ? 'checks' extends keyof N
      ? N
      : never
    : never
  : never;
export type FieldKind = FieldNode['type'];

/** A requirement case: required while `when` holds (always when absent), failing with `message`. */
export interface RequirementCase {
  when?: Condition;
  message: string;
}

/** Where a field sits inside a composite block, for widgets and the print projection. */
export interface BlockPart {
  block: 'address' | 'school';
  blockId: string;
  prefix: string;
  part: string;
}

/** One answer-storing question, with its key made absolute and everything derived that callers need. */
export interface FieldModel {
  key: string;
  kind: FieldKind;
  /** The question definition with absolute keys (blocks' parts are synthesized). */
  node: FieldNode;
  label: string;
  pageId: string;
  sectionId: string;
  /** JSON pointer of the definition in the assembled config. */
  pointer: string;
  /** All must hold for the field to be shown (its ancestors' guards included). */
  guards: Guard[];
  required: RequirementCase[];
  checks: Check[];
  /** Resolved options of a select or radio (dependent selects: see optionsByAnswer). */
  options?: Option[];
  optionsByAnswer?: Record<string, Option[]>;
  /** The answer must be one of `options` (validated so while the list is fixed, not generated). */
  oneOfOptions?: true;
  /** `<key>_desc` for selects and radios. */
  descKey?: string;
  /** Dependent select: the answer whose change clears this one. */
  controller?: string;
  /** Longest answer in characters (text inputs). */
  maxLength?: number;
  /** The stored type. */
  valueType: 'string' | 'boolean';
  /**
   * Titles of the parts of the page the question sits in, outermost first: its section's title,
   * then the titles of the groups, tabs, add-another blocks ("Parent/Guardian 2") and address or
   * school blocks around it. They tell apart questions with the same label on a page.
   */
  context: string[];
  part?: BlockPart;
  /** The checkbox group this check box belongs to. */
  groupId?: string;
  /** The add-another block this field belongs to. */
  addAnother?: { buttonId: string; index: number };
  /** The tab whose content holds this field. */
  tab?: { tabId: string; value: string };
}

/** A checkbox group's own rule: at least one of its boxes. */
export interface GroupModel {
  id: string;
  label: string;
  pageId: string;
  sectionId: string;
  pointer: string;
  /** Titles of the parts of the page the group sits in (see FieldModel.context). */
  context: string[];
  guards: Guard[];
  itemKeys: string[];
  required: RequirementCase[];
}

/** The renderer's tree: the config's nodes with keys made absolute and fields resolved. */
export type ViewNode =
  | {
      type: 'field';
      field: FieldModel;
      guards: Guard[];
      contentByValue?: Record<string, ViewNode[]>;
    }
  | {
      type: 'checkboxGroup';
      group: GroupModel;
      items: FieldModel[];
      guards: Guard[];
      hideInPrint: boolean;
    }
  | {
      /**
       * An address or school block: its parts are fields. An address prints as one line of text;
       * a school as "name (Ceeb: code)", its address parts as answers of their own.
       */
      type: 'address' | 'school';
      id: string;
      label?: string;
      prefix: string;
      parts: FieldModel[];
      guards: Guard[];
      hideInPrint: boolean;
    }
  | {
      type: 'addAnother';
      buttonId: string;
      label?: string;
      buttonText: string;
      max: number;
      defaultCount: number;
      /** One list of nodes per possible block (max of them); block i shows while count >= i + 1. */
      blocks: ViewNode[][];
      guards: Guard[];
    }
  | {
      type: 'tabs';
      tabId: string;
      label?: string;
      defaultTab: string;
      tabs: { value: string; label: string; children: ViewNode[]; clearKeys: string[] }[];
      guards: Guard[];
    }
  | {
      type: 'confirm';
      field: FieldModel;
      mode: 'button' | 'checkbox';
      before: ViewNode[];
      after: ViewNode[];
      guards: Guard[];
      hideInPrint: boolean;
    }
  | { type: 'group'; id: string; title?: string; children: ViewNode[]; guards: Guard[] }
  | { type: 'markdown'; id: string; markdown: string; guards: Guard[]; hideInPrint: boolean };

export interface SectionModel {
  id: string;
  title: string;
  description?: string;
  guards: Guard[];
  children: ViewNode[];
}

export interface PageModel {
  id: string;
  path: string;
  title: string;
  step: number;
  next?: string;
  previous?: string;
  /** Where the Save button takes a visitor with no answers. */
  save?: string;
  submit: boolean;
  sections: SectionModel[];
  /** Every field of the page in reading order. */
  fields: FieldModel[];
  groups: GroupModel[];
}

/** Add-another and tab definitions the state models need. */
export interface AddAnotherModel {
  buttonId: string;
  pageId: string;
  max: number;
  defaultCount: number;
  /** Field keys per block (index 0 = block 1). */
  blockKeys: string[][];
}
export interface TabsModel {
  tabId: string;
  pageId: string;
  defaultTab: string;
  /** Answer keys cleared when leaving each tab, by tab value. */
  clearKeys: Record<string, string[]>;
  /** File question keys per tab value (their uploads are deleted when leaving). */
  fileKeys: Record<string, string[]>;
}

/** A partner config compiled for evaluation. Build once per config (and per day, for year lists). */
export interface FormModel {
  config: PartnerConfig;
  pages: PageModel[];
  fields: FieldModel[];
  fieldsByKey: ReadonlyMap<string, FieldModel>;
  groups: GroupModel[];
  addAnother: AddAnotherModel[];
  tabs: TabsModel[];
  /** Keys whose answers are read by some condition or controller, to fields that depend on them. */
  dependents: ReadonlyMap<string, readonly string[]>;
}
