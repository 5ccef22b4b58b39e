import type { ConversionStatus } from '@admit/contract';
import {
  createValidator,
  type AddAnotherCounts,
  type Answers,
  type ChildNode,
  type DocumentAnswer,
  type FormModel,
  type TabChoices,
  type Validator,
  type WebStatus,
} from '@admit/engine';
import { PrintFormPage } from '@admit/mui';
import {
  FormPage,
  FormProvider,
  createFormStore,
  createRegistry,
  type FormMode,
  type FormServices,
  type Registry,
} from '@admit/react';
import { useMemo } from 'react';
import { fakeServices } from './fake-services.ts';
import { installedNodeTypes } from './installed-node-types.ts';
import { STORY_PAGE_ID, storyModel } from './story-model.ts';

// One empty object for every missing arg, so a re-render with the same args keeps the same store.
const NONE = {};

const validators = new WeakMap<FormModel, Validator>();
/** The engine's validator of the story's page, compiled once per model (ajv generates code). */
function validatorOf(model: FormModel): Validator {
  let validator = validators.get(model);
  if (!validator) validators.set(model, (validator = createValidator(model, STORY_PAGE_ID)));
  return validator;
}

let registry: Registry | undefined;

/** What a node type's story shows: a page of its nodes in one state. */
export interface FormStoryProps {
  /** The story's nodes, compiled into a one-page form. */
  nodes?: readonly ChildNode[];
  /** Heading of the section holding `nodes`. */
  title?: string;
  /** edit; loggedOut (a visitor without an account); print (the service-user view). */
  mode?: FormMode;
  /** Errors show only while `validating`. */
  webStatus?: WebStatus;
  answers?: Answers;
  documents?: Record<string, DocumentAnswer>;
  conversions?: Record<string, ConversionStatus>;
  addAnother?: AddAnotherCounts;
  tabs?: TabChoices;
  /** Validate the answers with the engine and store the errors (shown only while validating). */
  validate?: boolean;
  /** Replace fake clients (for example a document client that never finishes). */
  services?: Partial<FormServices>;
}

/**
 * A page of a story's nodes rendered the way the app renders it: the engine's model, the answers
 * store, the installed renderers and fake services; in print mode, the staff view of the page (its
 * print projection laid out, as the service view and the application PDF show it). The store is
 * rebuilt whenever a story arg changes, so the Controls panel can switch mode, status or answers
 * live.
 */
export function FormStory(props: FormStoryProps) {
  const {
    nodes = [],
    title,
    mode = 'edit',
    webStatus = 'started',
    answers = NONE,
    documents = NONE,
    conversions = NONE,
    addAnother = NONE,
    tabs = NONE,
    validate = true,
    services: overrides,
  } = props;
  const model = storyModel(nodes, title);
  const result = useMemo(
    () => (validate ? validatorOf(model)({ answers, addAnother, tabs }) : undefined),
    [validate, model, answers, addAnother, tabs],
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
  registry ??= createRegistry(installedNodeTypes().renderers);
  return (
    <FormProvider model={model} store={store} mode={mode} services={services} registry={registry}>
      {mode === 'print' ? (
        <PrintFormPage pageId={STORY_PAGE_ID} />
      ) : (
        <FormPage pageId={STORY_PAGE_ID} />
      )}
    </FormProvider>
  );
}
