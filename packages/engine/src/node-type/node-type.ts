import type { Answers } from '../conditions/answers.ts';
import type { Check } from '../config/check.schema.ts';
import type { Condition } from '../config/condition.schema.ts';
import type { BaseNode, FieldNodeBase } from '../config/node-base.schema.ts';
import type { Option, OptionSource } from '../config/option.schema.ts';
import type { RequiredWording } from '../config/required-message-defaults.ts';
import type {
  AddAnotherModel,
  FieldModel,
  FieldView,
  GroupModel,
  Guard,
  PageModel,
  TabsModel,
  ViewDraft,
  ViewNode,
} from '../model/form-model.ts';
import type { FieldPrint } from '../print-text/field-print-text.ts';
import type {
  DocumentAnswers,
  PrintContext,
  PrintEntry,
  PrintItem,
  PrintItemKind,
} from '../print-text/print-types.ts';

/*
 * What a node type is, once: the lists of nodes it holds (which the one config visitor walks), how
 * it compiles into the form model, what it prints, and the config checks particular to it. The
 * engine knows no node type: @admit/node-types holds one folder per type and the registry
 * (`NodeTypeRegistry`) the engine is given to compile, walk and print with.
 */

/** A list of child nodes a node holds, for the config visitor. */
export interface ChildList {
  /** Pointer of the list from the node (`/children`, `/tabs/0/children`, `/contentByValue/yes`). */
  at: string;
  nodes: readonly BaseNode[];
  /**
   * What the list is called where a person reads it (the studio's tree: `tab "Upload"`, `before
   * confirming`); `children` when absent.
   */
  label?: string;
  /** The list shows only while this holds; `prefix` is the node's block prefix (for its own key). */
  when?: (prefix: string) => Condition;
  /** The list repeats once per add-another block, block n under `<outer prefix><prefix><n>_`. */
  block?: { prefix: string; max: number };
}

/** Where compiling stands: the page, section, block prefix, guards and titles of the nodes. */
export interface Scope {
  page: PageModel;
  sectionId: string;
  prefix: string;
  guards: Guard[];
  pointer: string;
  /** Added to element ids inside add-another block n >= 2 (`_<n>`), so anchors and saved ids stay unique. */
  idSuffix: string;
  addAnother?: { buttonId: string; index: number };
  tab?: { tabId: string; value: string };
  /** Titles of the parts of the page the nodes sit in, outermost first (see FieldModel.context). */
  titles: string[];
}

/** What a node type's `compile` is given: its place, and the compiler's shared operations. */
export interface CompileContext {
  /** The scope the node sits in. */
  scope: Scope;
  /** The scope of what the node holds: the node's own condition added. */
  inner: Scope;
  /** The node's own guard (from its `visibleWhen`), empty when it has none. */
  own: Guard[];
  pointer: string;
  /** Adds a question of the model (compiled as its node type says) and returns it. */
  addField(
    node: FieldNodeBase,
    scope: Scope,
    pointer: string,
    extra?: Partial<FieldModel>,
  ): FieldModel;
  /** Compiles a list of child nodes. */
  walk(nodes: readonly BaseNode[], scope: Scope, pointer: string): ViewNode[];
  /** Questions added so far, in order (a block reads the ones its children added). */
  fields: readonly FieldModel[];
  /** Whether questions of this node type hold a document (see FieldTypeDefinition.holdsDocument). */
  holdsDocument(kind: string): boolean;
  addGroup(group: GroupModel): void;
  /** The message of a required question left empty that has no message of its own. */
  requiredMessage(label: string, wording: RequiredWording): string;
  addAddAnother(model: AddAnotherModel): void;
  addTabs(model: TabsModel): void;
}

/** What a field type adds to its question model (options, `_desc` key, controller). */
export interface FieldModelContext {
  /** An option source resolved to options (undefined when the named list is missing). */
  options(source: OptionSource): Option[] | undefined;
}

/** The print projection's operations a node type prints with. */
export interface PrintWalker {
  readonly answers: Answers;
  readonly visible: ReadonlySet<string>;
  readonly ctx: PrintContext;
  /** The entries of a list of view nodes. */
  entries(nodes: readonly ViewNode[]): PrintEntry[];
  /** A question's item, when it is shown, printable and answered. */
  field(field: FieldModel): PrintItem[];
  /** An item, its label numbered inside an unlabelled add-another block. */
  item(key: string, label: string, display: string, kind: PrintItemKind): PrintItem;
  /** The entries of a titled part: its heading, then what it prints; nothing when it prints nothing. */
  titled(
    key: string,
    title: string | undefined,
    inner: (w: PrintWalker) => PrintEntry[],
  ): PrintEntry[];
  /** The walker inside block n of an add-another group without a heading. */
  inBlock(block: number): PrintWalker;
  /** The print text of each visible, answered part of a block (its fields' `part`), by part name. */
  partTexts(parts: readonly FieldModel[]): Record<string, string>;
}

/** A key the node names that is not its own question key (for the key-reference checks). */
export interface NodeKeyReference {
  kind: 'controller' | 'fills' | 'clearKeys';
  written: string;
  pointer: string;
}

/** The option-list checks' operations a node type checks its lists with. */
export interface OptionListChecker {
  /** The block prefix of the node's keys (block 1's). */
  prefix: string;
  /** A list written in place or named: the name must be defined, the values distinct. */
  source(value: OptionSource | undefined, pointer: string): void;
  /** A named list with a default list when not written (`member` names it). */
  named(value: string | undefined, fallback: string, pointer: string, member: string): void;
  /** An entry keyed by an answer of `key` must be one of that question's option values. */
  valueOf(key: string, value: string, pointer: string): void;
}

/** What a node type's own config checks report with. */
export interface NodeChecker {
  /** Reports an error at a pointer into the config, under the check's stable rule name. */
  error(pointer: string, message: string, rule: string): void;
  /** Values for a message: quoted, the first dozen, then how many in all. */
  list(values: readonly unknown[]): string;
}

/** An id a node saves beside the answers, for the id checks. */
export interface SavedId {
  id: string;
  /** Its pointer from the node (`/buttonId`). */
  at: string;
  /** What the id names, for messages (`add-another`). */
  what: string;
}

/** A part override of a block: the members of a question a block's part may replace. */
export type PartOverride = Partial<
  Pick<FieldNodeBase, 'label' | 'help' | 'visibleWhen' | 'required' | 'requiredMessage' | 'checks'>
>;

/**
 * One node type of the config, everything the engine knows about it in one place. `N` is its
 * node's type, `V` its view's.
 */
export interface NodeTypeDefinition<N extends BaseNode = BaseNode, V extends ViewNode = ViewNode> {
  type: N['type'];
  /** The lists of nodes it holds, in reading order. */
  children?(node: N): ChildList[];
  /** Compiles the node into the form model and returns its view node. */
  compile(node: N, c: CompileContext): ViewDraft<V>;
  /** Print entries of its view node. */
  print(view: V, w: PrintWalker): PrintEntry[];
  /** Part overrides of a block (their conditions use the block's own prefix). */
  partOverrides?(node: N): { prefix: string; parts: Record<string, PartOverride> };
  /** Keys it names besides its own key and its checks' keys. */
  keyReferences?(node: N, pointer: string): NodeKeyReference[];
  /** Checks its option lists. */
  checkOptionLists?(node: N, pointer: string, check: OptionListChecker): void;
  /** The heading it shows above what it holds (rendered one level under its section's). */
  heading?(node: N): string | undefined;
  /**
   * What its required message asks the applicant to do when the answer is missing ("Enter …",
   * "Select …", "Upload …"), unless the node has a message of its own: every field type, and a
   * node with a requirement of its own (a checkbox group).
   */
  requiredWording?: RequiredWording;
  /**
   * The names of its own members whose string is a text the applicant reads, besides the common
   * ones (COMMON_TEXT_MEMBERS: `label`, `help`, `requiredMessage`, a check's `message`, ...): a
   * placeholder, a unit, a button's text. Each is a text of the partner folder that every
   * declared language translates (see partnerTexts).
   */
  textMembers?: readonly string[];
  /** Markdown texts it shows besides its `help`, each with its pointer from the node. */
  markdownTexts?(node: N): { at: string; text: string }[];
  /** Its anchor id: an element id of its page, which should be unique there. */
  anchorId?(node: N): string;
  /** An id it saves beside the answers, which must differ from every other such id and answer key. */
  savedId?(node: N): SavedId;
  /** Its `prefix` member: the prefix of the keys of what it holds, which must end with `_`. */
  keyPrefix?(node: N): string | undefined;
  /** The names of the parts it has (what its `parts` overrides may name). */
  partNames?(node: N): string[];
  /** Lists of labelled entries it shows (a checkbox group's `items`), by member, with their labels. */
  labelledLists?(node: N): { member: string; labels: string[] }[];
  /** Answer keys it writes besides its own `key` (a checkbox group's boxes), with their pointers from the node. */
  itemKeys?(node: N): { at: string; key: string }[];
  /**
   * The texts it shows where `{n}` is no block number, when these are not all the strings it holds
   * outside its lists of nodes (an add-another's label is numbered per block, its button text not).
   */
  unnumberedTexts?(node: N): { at: string; text: string }[];
  /** Config checks particular to it (a tab set's distinct values), given its pointer. */
  check?(node: N, pointer: string, check: NodeChecker): void;
  /** The anchor id of its view (its element's id) when not its question's key nor its view's `id`. */
  viewAnchor?(view: V): string;
  /** Answer keys inside its view that links may point to (a checkbox group's boxes, a block's parts). */
  partAnchors?(view: V): string[];
  /**
   * A node of this type showing a section's description (markdown), when the type shows static
   * text: the compiler compiles each section's description through it (`SectionModel.descriptionView`),
   * so the widget set draws descriptions as it draws that type.
   */
  sectionDescription?(id: string, markdown: string): N;
}

/** A node type that stores one answer under its key. */
export interface FieldTypeDefinition<
  N extends FieldNodeBase = FieldNodeBase,
  V extends FieldView = FieldView<N>,
> extends NodeTypeDefinition<N, V> {
  /** The stored type of its answer. */
  valueType: 'string' | 'boolean';
  /** What its required message asks for (every field type says). */
  requiredWording: RequiredWording;
  /**
   * Its answer says a document is uploaded (ANSWERED once converted): the server alone writes it,
   * and leaving a tab deletes the documents of the tab's questions of such types.
   */
  holdsDocument?: true;
  /** Adds what the question's model needs beyond the common members. */
  model?(field: FieldModel<N>, node: N, c: FieldModelContext): void;
  /** Checks every question of this type has, before the ones the config adds (a phone's pattern). */
  builtinChecks?(node: N): Check[];
  /** The longest answer it accepts unless the config says otherwise; none when it has no limit. */
  defaultMaxLength?(node: N): number | undefined;
  /** Its own texts beyond the common ones (label, help, messages) with `{n}` replaced by `n`. */
  withBlockNumber?(node: N, n: (text: string) => string): N;
  /** Its own keys beyond the common ones (key, conditions, checks) with `{prefix}` resolved. */
  withPrefix?(node: N, prefix: string): N;
  /** Every option source its answer can come from (for the checks of values that name one). */
  optionSources?(node: N): OptionSource[];
  /** Its input's `maxLength` as the config writes it (checked against the partner's characterLimit). */
  inputMaxLength?(node: N): number | undefined;
  /**
   * Why its answer cannot be an applicant's name (`partner.applicantName`: a one-line text), or
   * undefined when it can. A type without it never can ("is a <type> question").
   */
  nameProblem?(node: N): string | undefined;
  /**
   * The lookup file it searches (`lookups/<category>.csv`, by category) and the record fields it
   * fills answers from, when it searches one (for the lookup-file check).
   */
  lookupFile?(node: N): { category: string; fills: Readonly<Record<string, string>> } | undefined;
  /** Its answer as print text, or undefined when it prints nothing. */
  printText(
    field: FieldModel<N>,
    answers: Answers,
    documents: DocumentAnswers | undefined,
  ): FieldPrint | undefined;
}

/** The node types a config is compiled, walked and printed with, by type. */
export type NodeTypeRegistry = Readonly<Record<string, NodeTypeDefinition>>;

/** The definition of a registered node type; throws on a type the registry does not have. */
export function definitionOf(nodeTypes: NodeTypeRegistry, type: string): NodeTypeDefinition {
  const definition = nodeTypes[type];
  if (!definition) throw new Error(`Unknown node type "${type}": it is not registered.`);
  return definition;
}

/** The definition of a question's node type (see definitionOf). */
export const fieldTypeOf = (nodeTypes: NodeTypeRegistry, kind: string): FieldTypeDefinition =>
  definitionOf(nodeTypes, kind) as unknown as FieldTypeDefinition;

/** Whether questions of a node type hold a document (see FieldTypeDefinition.holdsDocument). */
export const holdsDocument = (nodeTypes: NodeTypeRegistry, kind: string): boolean =>
  (nodeTypes[kind] as unknown as FieldTypeDefinition | undefined)?.holdsDocument === true;
