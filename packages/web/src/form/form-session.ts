import {
  isServerOwnedKey,
  toValidationResult,
  type ValidationProblem,
  type ValidationResult,
  type WebStatus,
} from '@admit/engine';
import {
  createFormStore,
  evaluationContext,
  productText,
  type FormMode,
  type FormServices,
  type FormStore,
  type FormStoreData,
} from '@admit/react';
import { createContext, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applicationApi } from '../api/application-api.ts';
import { createDocumentClient } from '../api/document-client.ts';
import { lookupClient } from '../api/lookup-client.ts';
import { formModel } from '../partner/partner.ts';
import { loadApplicationValidator } from '../partner/application-validator.ts';
import { useSession } from '../session/session-store.ts';
import { createApplicantSync, type ApplicantSync } from '../sync/applicant-sync.ts';
import { ignoreConflictPending } from '../sync/answer-sync.ts';
import { fetchApplicationParts } from './load-application.ts';

/** Who fills the form: a logged-in applicant, a visitor without an account, or staff reading it. */
export type SessionKind = 'applicant' | 'visitor' | 'service';

/** The problems of the last validation, for the missing-items summary. */
export interface ProblemsState {
  problems: readonly ValidationProblem[];
}

/** One form session: its store and what the pages and buttons do with it. */
export interface FormSession {
  kind: SessionKind;
  mode: FormMode;
  store: FormStore;
  services: FormServices;
  problems: StoreApi<ProblemsState>;
  /** Applicants: versioned saves, conflicts with other tabs and devices, the tab channel. */
  sync?: ApplicantSync;
  /** Saves answers changed since the last save (applicants only; resolves at once otherwise). */
  saveAnswers(): Promise<void>;
  /** Validates the whole application; stores per-field errors and the summary's problems. */
  validate(): Promise<ValidationResult>;
  /** Shows problems found elsewhere (the server's submit verdict). */
  showProblems(problems: readonly ValidationProblem[]): void;
  /** Sets the web status in the client snapshot and the form store. */
  setWebStatus(status: WebStatus): void;
}

const refused = () => Promise.reject(new Error(productText('file.loggedOut')));

/** Services of a visitor or staff: documents and saved blocks need an account. */
const readOnlyServices: FormServices = {
  documents: { upload: refused, remove: refused },
  lookups: lookupClient,
  formState: { saveAddAnother: async () => {}, saveTab: async () => {} },
};

function createSession(
  kind: SessionKind,
  store: FormStore,
  services: (session: Pick<FormSession, 'saveAnswers'>) => FormServices,
  saveAnswers: (store: FormStore) => Promise<void>,
): FormSession {
  const problems = createStore<ProblemsState>(() => ({ problems: [] }));
  const save = () => saveAnswers(store);
  const mode: FormMode = kind === 'applicant' ? 'edit' : kind === 'visitor' ? 'loggedOut' : 'print';
  return {
    kind,
    mode,
    store,
    problems,
    services: services({ saveAnswers: save }),
    saveAnswers: save,
    async validate() {
      const validate = await loadApplicationValidator();
      const result = validate(evaluationContext(store.getState()));
      store.getState().setErrors(result);
      problems.setState({ problems: result.problems });
      return result;
    },
    showProblems(list) {
      store.getState().setErrors(toValidationResult([...list]));
      problems.setState({ problems: list });
    },
    setWebStatus(status) {
      useSession.getState().update({ web_status: status });
      store.getState().setWebStatus(status);
    },
  };
}

/** Reads the whole application again (after a save named entries removed elsewhere). */
async function reloadApplication() {
  const parts = await fetchApplicationParts();
  return {
    answers: parts.profile.answer,
    addAnother: parts.addAnother,
    tabs: parts.tabs,
    revision: parts.revision,
  };
}

/** Where a logged-in applicant's form was loaded from: whose it is and at which revision. */
export interface ApplicantOrigin {
  user: string;
  revision: number | undefined;
}

/**
 * A logged-in applicant's session: answers, blocks and tabs saved to the server as versioned
 * writes (see createApplicantSync), documents too.
 */
export function createApplicantSession(
  initial: Partial<FormStoreData>,
  origin: ApplicantOrigin,
): FormSession {
  const store = createFormStore(formModel, initial);
  const sync = createApplicantSync({
    store,
    api: {
      putAnswers: applicationApi.putAnswers,
      putAddAnother: applicationApi.putAddAnother,
      putTab: applicationApi.putTab,
      reload: reloadApplication,
    },
    user: origin.user,
    revision: origin.revision,
    serverOwned: (key) => isServerOwnedKey(formModel, key),
    clearedBySwitch: (tabId, chosen) =>
      Object.entries(formModel.tabs.find((tabs) => tabs.tabId === tabId)?.clearKeys ?? {})
        .filter(([value]) => value !== chosen)
        .flatMap(([, keys]) => keys),
  });
  const session = createSession(
    'applicant',
    store,
    ({ saveAnswers }) => ({
      // An upload need not wait for the applicant to settle a conflict about another answer.
      documents: createDocumentClient({
        saveAnswers: () => saveAnswers().catch(ignoreConflictPending),
      }),
      lookups: lookupClient,
      formState: sync.formState,
    }),
    () => sync.saveAnswers(),
  );
  return { ...session, sync };
}

/** A visitor's session: answers stay in the browser until sign-up or login takes them along. */
export const createVisitorSession = (initial: Partial<FormStoreData>): FormSession =>
  createSession(
    'visitor',
    createFormStore(formModel, initial),
    () => readOnlyServices,
    async () => {},
  );

/** Staff reading one application in the print layout. */
export const createServiceSession = (initial: Partial<FormStoreData>): FormSession =>
  createSession(
    'service',
    createFormStore(formModel, initial),
    () => readOnlyServices,
    async () => {},
  );

const FormSessionContext = createContext<FormSession | null>(null);

export const FormSessionProvider = FormSessionContext.Provider;

/** The current form session; throws outside the form routes. */
export function useFormSession(): FormSession {
  const session = useContext(FormSessionContext);
  if (!session) throw new Error('useFormSession must be used inside the form routes.');
  return session;
}
