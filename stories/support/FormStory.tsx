import type { ConversionStatus } from '@admit/contract';
import type {
  AddAnotherCounts,
  Answers,
  DocumentAnswer,
  FormModel,
  TabChoices,
  WebStatus,
} from '@admit/engine';
import type { Node } from '@admit/node-types';
import { PrintFormPage } from '@admit/mui';
import { renderers } from '@admit/node-types/renderers';
import { fakeServices } from '@admit/node-types/story-kit';
import {
  FormPage,
  FormProvider,
  createFormStore,
  createRegistry,
  type FormMode,
  type FormServices,
} from '@admit/react';
import { useMemo } from 'react';
import { MissingItemsSummary } from '@admit/studio/preview';
import { STORY_PAGE_ID, questionModel } from './question-model.ts';
import { validatorFor } from '@admit/studio/preview';

const registry = createRegistry(renderers);
// One empty object for every missing arg, so a re-render with the same args keeps the same store.
const NONE = {};

/** What a form story shows: a page of questions (or of the bundled partner) in one state. */
export interface FormStoryProps {
  /** The story's own questions, compiled into a one-page form. Ignored when `model` is given. */
  nodes?: Node[];
  /** Heading of the section holding `nodes`. */
  title?: string;
  /** A whole form model (the bundled partner); `pageId` picks the page. */
  model?: FormModel;
  pageId?: string;
  /** edit; loggedOut (a visitor without an account); print (the service-user view). */
  mode?: FormMode;
  /** Errors and the summary show only while `validating`. */
  webStatus?: WebStatus;
  answers?: Answers;
  documents?: Record<string, DocumentAnswer>;
  conversions?: Record<string, ConversionStatus>;
  addAnother?: AddAnotherCounts;
  tabs?: TabChoices;
  /** Validate the answers with the engine and store the errors (shown only while validating). */
  validate?: boolean;
  /** Show the missing-items summary above the page (the summary data of a validating page). */
  summary?: boolean;
  /** Replace fake clients (for example a document client that never finishes). */
  services?: Partial<FormServices>;
}

/**
 * A page rendered the way the app renders it: the engine's model, the answers store, the MUI
 * renderer registry and fake services; in print mode, the staff view of the page (its print
 * projection laid out, as the service view and the application PDF show it). The store is rebuilt whenever a story arg changes, so the
 * Controls panel can switch mode, status or answers live.
 */
export function FormStory(props: FormStoryProps) {
  const {
    nodes = [],
    title,
    model: given,
    mode = 'edit',
    webStatus = 'started',
    answers = NONE,
    documents = NONE,
    conversions = NONE,
    addAnother = NONE,
    tabs = NONE,
    validate = true,
    summary = false,
    services: overrides,
  } = props;
  const model = given ?? questionModel(nodes, title);
  const pageId = given ? (props.pageId ?? model.pages[0]?.id ?? '') : STORY_PAGE_ID;
  const result = useMemo(
    () => (validate ? validatorFor(model, pageId)({ answers, addAnother, tabs }) : undefined),
    [validate, model, pageId, answers, addAnother, tabs],
  );
  const store = useMemo(
    () =>
      createFormStore(model, {
        answers,
        documents,
        conversions,
        addAnother,
        tabs,
        webStatus,
        errors: result?.byKey ?? {},
      }),
    [model, answers, documents, conversions, addAnother, tabs, webStatus, result],
  );
  const services = useMemo(() => fakeServices(overrides), [overrides]);
  return (
    <FormProvider model={model} store={store} mode={mode} services={services} registry={registry}>
      {summary && result && (
        <MissingItemsSummary model={model} problems={result.problems} webStatus={webStatus} />
      )}
      {mode === 'print' ? <PrintFormPage pageId={pageId} /> : <FormPage pageId={pageId} />}
    </FormProvider>
  );
}
