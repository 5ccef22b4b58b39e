import type { Check } from '../config/check.schema.ts';
import type { Condition } from '../config/condition.schema.ts';
import type { FieldNodeBase } from '../config/node-base.schema.ts';
import type { Option } from '../config/option.schema.ts';

/** One thing that must hold for an element to be shown. */
export type Guard =
  | { type: 'condition'; condition: Condition }
  /** Block `index` (1-based) of an add-another group is shown while its count is at least `index`. */
  | { type: 'addAnother'; buttonId: string; index: number }
  /** Content of a tab is shown while that tab is chosen. */
  | { type: 'tab'; tabId: string; value: string };

/** A requirement case: required while `when` holds (always when absent), failing with `message`. */
export interface RequirementCase {
  when?: Condition;
  message: string;
}

/** Where a field sits inside a composite block, for widgets and the print projection. */
export interface BlockPart {
  /** The block's node type. */
  block: string;
  blockId: string;
  prefix: string;
  part: string;
}

/**
 * One answer-storing question, with its key made absolute and everything derived that callers
 * need. `N` is its node's type (a node type's renderer and hooks read their own members).
 */
export interface FieldModel<N extends FieldNodeBase = FieldNodeBase> {
  key: string;
  /** Its node type (the `type` of its node). */
  kind: string;
  /** The question definition with absolute keys (blocks' parts are synthesized). */
  node: N;
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

/**
 * The renderer's tree: what a node compiles to (its node type's `compile`), with keys made
 * absolute and fields resolved. Each node type defines the shape of its own view; what every view
 * has is here. The compiler stamps `nodeType` and the anchors, so nothing downstream (renderers,
 * links, print) needs the registry to read them.
 */
export interface ViewNode {
  /**
   * What kind of view it is, which renderers may test: `field` for a question (see FieldView),
   * else the view's own kind (a node type's name, for the block types).
   */
  type: string;
  /** The node type that made it. */
  nodeType: string;
  /** Its element's id, which links `/<page>#<anchor>` scroll to: a question's answer key, else its own id. */
  anchor: string;
  /** Answer keys inside it that links may point to (a checkbox group's boxes, a block's parts). */
  partAnchors?: string[];
  /** All must hold for it to show (beyond its ancestors'). */
  guards: Guard[];
}

/** The view of a question: its field of the model. */
export interface FieldView<N extends FieldNodeBase = FieldNodeBase> extends ViewNode {
  type: 'field';
  field: FieldModel<N>;
}

/** What a node type's `compile` returns: its view, before the compiler stamps it (`nodeType`, anchors). */
export type ViewDraft<V extends ViewNode = ViewNode> = Omit<
  V,
  'nodeType' | 'anchor' | 'partAnchors'
>;

export interface SectionModel {
  id: string;
  title: string;
  description?: string;
  /**
   * The view that shows `description` (markdown): compiled through the node type that shows
   * static text (its definition's `sectionDescription`), so the widget set draws it.
   */
  descriptionView?: ViewNode;
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
