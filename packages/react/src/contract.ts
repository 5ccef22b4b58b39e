/*
 * The contract between the renderer (@admit/react) and a widget set (for example @admit/mui).
 * A page is a tree of ViewNodes (from the engine's compileFormModel). For each node, the renderer
 * asks the registry which renderer ranks highest for that node in the current mode, and renders it
 * with `{node}`. Renderers read and write answers only through the hooks below, so typing in one
 * field re-renders that field (and the fields whose visibility or options read it), never the page.
 *
 * Anchors: <NodeView> wraps each node in an element whose id is the node's answer key (a block's
 * id; an empty anchor per part key of a checkbox group, address or school), so widgets must give
 * their inputs other ids. Containers choose which child lists show and render them with
 * <NodeList>: add-another `blocks.slice(0, count)`, tabs the chosen tab, confirm `before`/`after`,
 * a radio's `contentByValue[value]`.
 */
import type { ComponentType } from 'react';
import type { ConversionStatus, LookupResult } from '@admit/contract';
import type {
  AnswerPatch,
  AnswerValue,
  DocumentAnswer,
  FormModel,
  Option,
  ViewNode,
} from '@admit/engine';

/**
 * Who the form is for: full editing; a visitor without an account; staff reading it (`print`:
 * nothing is saved; the staff view lays out the print projection, see usePrintApplication).
 */
export type FormMode = 'edit' | 'loggedOut' | 'print';

/** What a tester may look at besides the node. */
export interface TesterContext {
  mode: FormMode;
  model: FormModel;
}

/** Ranks how well a renderer fits a node: -1 (NOT_APPLICABLE) or a rank; the highest wins. */
export type Tester = (node: ViewNode, context: TesterContext) => number;
export const NOT_APPLICABLE = -1;

/** Props every node renderer receives, typed by the view its node type makes (`NodeRendererProps<TabsView>`). */
export interface NodeRendererProps<N extends ViewNode = ViewNode> {
  node: N;
}

/** One registry entry: a named renderer and when it applies. */
export interface RendererEntry {
  name: string;
  tester: Tester;
  // Renderers are typed by the node kind they accept; the tester guarantees the match.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  renderer: ComponentType<NodeRendererProps<any>>;
}

/** The document API a file widget uses (the app passes the real one; stories pass a fake). */
export interface DocumentClient {
  /** Uploads and converts one file for a question; resolves once COMPLETED, rejects with a message on failure. */
  upload(
    key: string,
    file: File,
    onStatus?: (status: ConversionStatus) => void,
  ): Promise<DocumentAnswer>;
  /** Deletes the file, its conversion and the answer. */
  remove(key: string): Promise<void>;
}

/** The lookup API (GET /lookup/find). */
export interface LookupClient {
  /** Search; a failure must resolve to [] (the widget shows no suggestions). */
  find(category: string, text: string, maxResults: number): Promise<LookupResult[]>;
  /** The full record of a result: address_line_1 or name, plus mapped fields (city, state, zip, ceeb...). */
  detail(category: string, id: string): Promise<Record<string, string>>;
}

/** Where add-another counts and tab choices are saved (PUT /api/add-another, PUT /api/tabs). */
export interface FormStateClient {
  saveAddAnother(buttonId: string, count: number): Promise<void>;
  saveTab(tabId: string, chosenTab: string): Promise<void>;
}

/** Services injected into the form through `<FormProvider services>`. */
export interface FormServices {
  documents: DocumentClient;
  lookups: LookupClient;
  formState: FormStateClient;
}

/** What a field renderer gets from useField(key). */
export interface FieldBinding {
  value: AnswerValue;
  /** The stored `<key>_desc` of a select or radio. */
  desc: AnswerValue;
  /** The message to show, only while the web status is validating. */
  error: string | undefined;
  /** Options to offer now (a dependent select's list follows its controller's answer). */
  options: Option[] | undefined;
  /** Writes answers through the engine (dependent resets and hidden-answer clearing included). */
  set(patch: AnswerPatch): void;
}

/** What an add-another renderer gets from useAddAnother(buttonId). */
export interface AddAnotherBinding {
  /** Blocks shown now (1..max); render `node.blocks.slice(0, count)`. */
  count: number;
  /** The most blocks this group can show (at most 10). */
  max: number;
  /** False when logged out, in print mode, or at the maximum: disable or hide the button. */
  canAdd: boolean;
  /** Shows one more block and saves the count through FormServices.formState. */
  add(): Promise<void>;
  /** False when logged out or at the group's default count: the last block has no Remove then. */
  canRemove: boolean;
  /** Removes the last block, empties its answers and saves the lower count (the server clears them too). */
  remove(): Promise<void>;
}

/** The dialog shown instead of a blocked action (for example "File Upload in Progress"). */
export interface BlockedDialog {
  title: string;
  text: string;
}

/** The outcome of choosing a tab: blocked with a dialog to show, or switched (and being saved). */
export type TabChoiceResult =
  { blocked: true; dialog: BlockedDialog } | { blocked: false; saved: Promise<void> };

/** What a tabs renderer gets from useTab(tabId). */
export interface TabBinding {
  /** The tab to show: the saved choice, or the default tab (always the default when logged out). */
  chosen: string;
  /** False when logged out or in print mode: only the chosen tab shows and choosing does nothing. */
  canChoose: boolean;
  /**
   * Switches tab. Blocked while a conversion is busy; otherwise the leaving tab's answers are
   * cleared, its uploaded files deleted and the choice saved through FormServices.
   */
  choose(value: string): TabChoiceResult;
}

/** What a file renderer gets from useDocument(key). */
export interface DocumentBinding {
  document: DocumentAnswer | undefined;
  conversion: ConversionStatus | undefined;
  /** True while this question's upload is being uploaded or converted (the button shows loading). */
  busy: boolean;
  /** False when logged out or in print mode (logged out shows the account-needed text). */
  canUpload: boolean;
  /** Uploads through FormServices.documents; on success the answer becomes ANSWERED; on failure it is cleared and the promise rejects. */
  upload(file: File): Promise<DocumentAnswer>;
  /** Deletes the document (after the widget's confirmation) and clears the answer. */
  remove(): Promise<void>;
}
