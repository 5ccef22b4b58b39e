import {
  compileFormModel,
  type ChildNode,
  type FormModel,
  type PartnerConfig,
  type Section,
} from '@admit/engine';
import { PrintFormPage } from '@admit/mui';
import {
  FormPage,
  FormProvider,
  createFormStore,
  createRegistry,
  type FormMode,
  type FormServices,
  type FormStore,
  type FormStoreData,
  type Registry,
} from '@admit/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { installedNodeTypes } from '../story-kit/installed-node-types.ts';
import { STORY_OPTION_LISTS } from '../story-kit/story-option-lists.ts';

/*
 * What the node types' tests render and compile with: the installed node types (the test setup
 * installs the registry), so a folder's tests reach the other types without importing it.
 */

/** The id of the one page configWith builds. */
export const TEST_PAGE_ID = 'page_one';
/** The title of that page. */
export const TEST_PAGE_TITLE = 'Page One';

/** What a test may change in the one-page config. */
export interface PageOptions {
  /** Option lists beside the stories' own (a list of the same name replaces the story's). */
  optionLists?: PartnerConfig['optionLists'];
  /** The page's sections, in place of one section "main" holding the nodes. */
  sections?: Section<ChildNode>[];
}

/** A one-page config (page `TEST_PAGE_ID`, titled `TEST_PAGE_TITLE`, section "main") holding the given nodes. */
export function configWith(nodes: readonly ChildNode[], page: PageOptions = {}): PartnerConfig {
  return {
    partner: {} as PartnerConfig['partner'],
    dataModel: {},
    optionLists: { ...STORY_OPTION_LISTS, ...page.optionLists },
    pages: [
      {
        id: TEST_PAGE_ID,
        title: TEST_PAGE_TITLE,
        step: 1,
        sections: page.sections ?? [{ id: 'main', title: 'Main', children: [...nodes] }],
      },
    ],
  };
}

/** The config of `nodes` (see configWith) compiled with the installed node types. */
export const modelWith = (nodes: readonly ChildNode[], page?: PageOptions): FormModel =>
  compileFormModel(configWith(nodes, page), installedNodeTypes().nodeTypes);

/** Services whose calls are resolved spies. */
export function fakeServices(): FormServices {
  return {
    documents: {
      upload: vi.fn(async (_key: string, file: File) => ({
        file_name: file.name,
        file_size: file.size,
      })),
      remove: vi.fn(async () => undefined),
    },
    lookups: { find: vi.fn(async () => []), detail: vi.fn(async () => ({})) },
    formState: {
      saveAddAnother: vi.fn(async () => undefined),
      saveTab: vi.fn(async () => undefined),
    },
  };
}

/** How renderInForm and renderPage render; every part has a default. */
export interface RenderOptions {
  mode?: FormMode;
  initial?: Partial<FormStoreData>;
  /** A store made beforehand, in place of one from `initial`. */
  store?: FormStore;
  services?: FormServices;
  /** The renderers, in place of the installed ones. */
  registry?: Registry;
}

/** Renders `ui` inside a FormProvider of `model`; returns the store and the services too. */
export function renderInForm(model: FormModel, ui: ReactNode, options: RenderOptions = {}) {
  const store = options.store ?? createFormStore(model, options.initial);
  const services = options.services ?? fakeServices();
  const result = render(
    <FormProvider
      model={model}
      store={store}
      mode={options.mode ?? 'edit'}
      services={services}
      registry={options.registry ?? createRegistry(installedNodeTypes().renderers)}
    >
      {ui}
    </FormProvider>,
  );
  return { ...result, store, services };
}

/**
 * Renders the page of `nodes` with the installed renderers (in print mode: the staff view of the
 * page, its print projection laid out); returns the model, the store and the services too.
 */
export function renderPage(nodes: readonly ChildNode[], options: RenderOptions & PageOptions = {}) {
  const model = modelWith(nodes, options);
  const page =
    options.mode === 'print' ? (
      <PrintFormPage pageId={TEST_PAGE_ID} />
    ) : (
      <FormPage pageId={TEST_PAGE_ID} />
    );
  return { ...renderInForm(model, page, options), model };
}
