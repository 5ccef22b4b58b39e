import type {
  Answers,
  BaseNode,
  DocumentAnswer,
  FieldModel,
  FormModel,
  Option,
} from '@admit/engine';

/*
 * What the config studio needs of a node type, in its folder's `<type>.studio.ts` (its default
 * export): kept out of the definition so the applicant's app does not carry studio code.
 */

/** Names and lists a new node can take: each name is used nowhere else in the partner folder. */
export interface TemplateContext {
  /** A fresh answer key (`new_question_<n>`). */
  key: string;
  /** A fresh block id (`new_block_<n>`). */
  id: string;
  /** The label of a new question. */
  label: string;
  /** What a new node's options start with: the folder's first option list, else two options. */
  options: string | Option[];
  /** A fresh name `<base>_<n>` followed by `suffix` (a block prefix: `_`). */
  name(base: string, suffix?: string): string;
}

/** What a question's sample answer is chosen with. */
export interface SampleContext {
  model: FormModel;
  /** The sample answers so far (a controller's, for a dependent list). */
  answers: Answers;
  today: Date;
  /**
   * The sample text of any question: one its checks accept (an e-mail, a number in range, a
   * pattern), else one its key names (a first name, a city), cut to its maximum length.
   */
  text(field: FieldModel): string | undefined;
}

/** A node type in the config studio. */
export interface NodeTypeStudio<N extends BaseNode = BaseNode> {
  /** What the studio's "add" menu calls it. */
  name: string;
  /** A new node of the type, with the members its schema requires. */
  template(t: TemplateContext): N;
  /**
   * The sample answers of a question of the type (its answer, and its `_desc`), which the preview
   * and the page stories fill the page with; without it, the sample text (`s.text`).
   */
  sample?(field: FieldModel, s: SampleContext): Answers;
  /** The document an answered question of the type has uploaded (a file question's), for the preview. */
  sampleDocument?(field: FieldModel): DocumentAnswer;
  /**
   * What the node editor's form adds to what the schema gives, by member (react-jsonschema-form
   * uiSchema entries): a list of nodes held inside a member's items is edited in the tree.
   */
  editorUi?: Readonly<Record<string, unknown>>;
}
