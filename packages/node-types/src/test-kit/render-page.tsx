import {
  compileFormModel,
  type ChildNode,
  type FormModel,
  type PartnerConfig,
} from '@admit/engine';
import { PrintFormPage } from '@admit/mui';
import {
  FormPage,
  FormProvider,
  createFormStore,
  createRegistry,
  type FormMode,
  type FormServices,
  type FormStoreData,
} from '@admit/react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { installedNodeTypes } from '../story-kit/installed-node-types.ts';
import { STORY_PAGE_ID } from '../story-kit/story-model.ts';
import { STORY_OPTION_LISTS } from '../story-kit/story-option-lists.ts';

/*
 * What a node type's tests render and compile with: the installed node types (the test setup
 * installs the registry), so a folder's tests reach the other types without importing it.
 */

/** A one-page config (page `STORY_PAGE_ID`, section "main") holding the given nodes. */
export function configWith(
  nodes: readonly ChildNode[],
  optionLists: PartnerConfig['optionLists'] = STORY_OPTION_LISTS,
): PartnerConfig {
  return {
    partner: {} as PartnerConfig['partner'],
    dataModel: {},
    optionLists,
    pages: [
      {
        id: STORY_PAGE_ID,
        title: 'Story',
        step: 1,
        sections: [{ id: 'main', title: 'Main', children: [...nodes] }],
      },
    ],
  };
}

/** The config of `nodes` (see configWith) compiled with the installed node types. */
export const modelWith = (
  nodes: readonly ChildNode[],
  optionLists?: PartnerConfig['optionLists'],
): FormModel => compileFormModel(configWith(nodes, optionLists), installedNodeTypes().nodeTypes);

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

/**
 * Renders the page of `nodes` with the installed renderers (in print mode: the staff view of the
 * page, its print projection laid out); returns the model, the store and the services too.
 */
export function renderPage(
  nodes: readonly ChildNode[],
  options: { mode?: FormMode; initial?: Partial<FormStoreData>; services?: FormServices } = {},
) {
  const model = modelWith(nodes);
  const store = createFormStore(model, options.initial);
  const services = options.services ?? fakeServices();
  const result = render(
    <FormProvider
      model={model}
      store={store}
      mode={options.mode ?? 'edit'}
      services={services}
      registry={createRegistry(installedNodeTypes().renderers)}
    >
      {options.mode === 'print' ? (
        <PrintFormPage pageId={STORY_PAGE_ID} />
      ) : (
        <FormPage pageId={STORY_PAGE_ID} />
      )}
    </FormProvider>,
  );
  return { ...result, model, store, services };
}
