import { type FormModel } from '@admit/engine';
import { compileFormModel, type Node, type PartnerConfig } from '@admit/node-types';
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
import { PrintFormPage } from '@admit/mui';
import { renderers as muiRenderers } from '../../../src/renderers.ts';

const optionLists: PartnerConfig['optionLists'] = {
  yes_no: [
    { label: 'Yes', value: 'Y' },
    { label: 'No', value: 'N' },
  ],
  countries: [
    { label: 'United States', value: 'USA' },
    { label: 'Canada', value: 'CAN' },
  ],
  states_provinces: [
    { label: 'Maryland', value: 'Maryland' },
    { label: 'Ontario', value: 'Ontario' },
  ],
};

/** A one-page form model (page "about", section "main") holding the given nodes. */
export function modelWith(nodes: Node[]): FormModel {
  return compileFormModel({
    partner: {} as PartnerConfig['partner'],
    dataModel: {},
    optionLists,
    pages: [
      {
        id: 'about',
        title: 'About You',
        step: 1,
        sections: [{ id: 'main', title: 'Main', children: nodes }],
      },
    ],
  } as PartnerConfig);
}

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

const registry = createRegistry(muiRenderers);

/**
 * Renders the page of `nodes` with the MUI renderers (in print mode: the staff view of the page,
 * its print projection laid out); returns the store and the services too.
 */
export function renderPage(
  nodes: Node[],
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
      registry={registry}
    >
      {options.mode === 'print' ? <PrintFormPage pageId="about" /> : <FormPage pageId="about" />}
    </FormProvider>,
  );
  return { ...result, model, store, services };
}
