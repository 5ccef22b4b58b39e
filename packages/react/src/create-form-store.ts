import {
  applyAnswerChange,
  switchTab,
  type AddAnotherCounts,
  type AnswerPatch,
  type Answers,
  type EvaluationContext,
  type FormModel,
  type TabChoices,
  type TabSwitchResult,
  type ValidationResult,
  type DocumentAnswer,
  type WebStatus,
} from '@admit/engine';
import { isPendingStatus, type ConversionStatus } from '@admit/contract/constants';
import { noteChange } from './noted-changes.ts';
import { isLocalAnswerChange } from './local-answer-change.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the form holds: answers and everything visibility, errors and documents depend on. */
export interface FormStoreData {
  answers: Answers;
  /** Blocks shown per add-another button id (missing: the group's default count). */
  addAnother: AddAnotherCounts;
  /** Chosen tab per tab id (missing: the default tab). */
  tabs: TabChoices;
  /** Uploaded documents by question key. */
  documents: Readonly<Record<string, DocumentAnswer>>;
  /** Conversion status of each question's upload, by question key. */
  conversions: Readonly<Record<string, ConversionStatus>>;
  /** True while the document list is being fetched (tab switches are blocked meanwhile). */
  fetchingDocuments: boolean;
  webStatus: WebStatus;
  /** First error message per key, from the last validation. Shown only while validating. */
  errors: Readonly<Record<string, string>>;
}

/** The form's actions. Every answer write goes through the engine. */
export interface FormActions {
  /**
   * Writes answers the way the form does (engine `applyAnswerChange`): the patch, then
   * dependent-select resets, then clearing of answers the change hid. Returns what changed.
   */
  setAnswers(patch: AnswerPatch): AnswerPatch;
  setAddAnother(buttonId: string, count: number): void;
  /**
   * Switches a tab group (engine `switchTab`). Blocked (nothing changes) while a conversion is busy;
   * otherwise the leaving tab's answers are cleared and its documents dropped from the store.
   * The caller deletes `deleteFiles` through the document API and saves the choice.
   */
  setTab(tabId: string, value: string): TabSwitchResult;
  /** Stores a validation's errors (`byKey`); undefined clears them. */
  setErrors(result: ValidationResult | undefined): void;
  setWebStatus(status: WebStatus): void;
  /** Stores or (undefined) removes a question's document. */
  setDocument(key: string, document: DocumentAnswer | undefined): void;
  /** Stores or (undefined) removes a question's conversion status. */
  setConversion(key: string, status: ConversionStatus | undefined): void;
  setFetchingDocuments(fetching: boolean): void;
}

export type FormState = FormStoreData & FormActions;

/** The vanilla store behind one form: readable and writable outside React. */
export type FormStore = StoreApi<FormState>;

/**
 * Whether a document conversion is in progress, unprocessed or being fetched: a pending one
 * blocks a tab switch (spec section 4).
 */
export const isConversionBusy = (data: FormStoreData): boolean =>
  data.fetchingDocuments || Object.values(data.conversions).some(isPendingStatus);

/** The engine's view of the form data. */
export const evaluationContext = (data: FormStoreData): EvaluationContext => ({
  answers: data.answers,
  addAnother: data.addAnother,
  tabs: data.tabs,
});

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  if (!Object.hasOwn(record, key)) return record;
  const rest = { ...record };
  delete rest[key];
  return rest;
};

const changes = (answers: Answers, patch: AnswerPatch): boolean =>
  Object.entries(patch).some(([key, value]) => !Object.is(answers[key], value));

/** The answers with a patch applied, noted so keyed subscribers hear only the patched keys. */
function patched(answers: Answers, patch: AnswerPatch): Answers {
  const next = { ...answers, ...patch };
  noteChange(answers, next, Object.keys(patch));
  return next;
}

/**
 * Creates the store of one form for a compiled model. Tab choices are not saved for logged-out
 * visitors, so their store starts without `tabs` (hooks show them the default tabs regardless).
 */
export function createFormStore(model: FormModel, initial: Partial<FormStoreData> = {}): FormStore {
  // The last state the engine's visibility pass produced or kept: it holds no value of a hidden
  // question, and a local change (isLocalAnswerChange) keeps it so without another pass.
  let settled: FormStoreData | undefined;
  const isSettled = (state: FormStoreData) =>
    settled !== undefined &&
    settled.answers === state.answers &&
    settled.addAnother === state.addAnother &&
    settled.tabs === state.tabs;
  return createStore<FormState>((set, get) => ({
    answers: {},
    addAnother: {},
    tabs: {},
    documents: {},
    conversions: {},
    fetchingDocuments: false,
    webStatus: 'none',
    errors: {},
    ...initial,

    setAnswers(patch) {
      const state = get();
      const context = evaluationContext(state);
      const applied =
        isSettled(state) && isLocalAnswerChange(model, context, patch)
          ? patch
          : applyAnswerChange(model, context, patch);
      // An unchanged answer set keeps its identity, so no subscriber is even asked.
      if (changes(state.answers, applied)) set({ answers: patched(state.answers, applied) });
      settled = get();
      return applied;
    },
    setAddAnother(buttonId, count) {
      if (get().addAnother[buttonId] === count) return;
      set((s) => ({ addAnother: { ...s.addAnother, [buttonId]: count } }));
    },
    setTab(tabId, value) {
      const state = get();
      const result = switchTab(
        model,
        { ...evaluationContext(state), documents: state.documents },
        tabId,
        value,
        { conversionBusy: isConversionBusy(state) },
      );
      if (result.blocked || result.tabs === state.tabs) return result;
      const next = { ...state, tabs: result.tabs };
      const applied = applyAnswerChange(model, evaluationContext(next), result.clear);
      let documents = state.documents;
      let conversions = state.conversions;
      for (const key of result.deleteFiles) {
        documents = without(documents, key);
        conversions = without(conversions, key);
      }
      const answers = patched(state.answers, applied);
      set({ tabs: result.tabs, answers, documents, conversions });
      settled = get();
      return result;
    },
    setErrors(result) {
      set({ errors: result?.byKey ?? {} });
    },
    setWebStatus(webStatus) {
      if (get().webStatus !== webStatus) set({ webStatus });
    },
    setDocument(key, document) {
      set((s) => ({
        documents: document ? { ...s.documents, [key]: document } : without(s.documents, key),
      }));
    },
    setConversion(key, status) {
      set((s) => ({
        conversions: status ? { ...s.conversions, [key]: status } : without(s.conversions, key),
      }));
    },
    setFetchingDocuments(fetchingDocuments) {
      if (get().fetchingDocuments !== fetchingDocuments) set({ fetchingDocuments });
    },
  }));
}
