import { type FormModel } from '@admit/engine';
import { compileFormModel, type Node, type PartnerConfig } from '@admit/node-types';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import {
  FormProvider,
  createFormStore,
  type FormMode,
  type FormServices,
  type FormStore,
  type FormStoreData,
  type Registry,
} from '@admit/react';
import { htmlRegistry } from './html-renderers.tsx';

/** Option lists the inline configs use. */
export const optionLists: PartnerConfig['optionLists'] = {
  yes_no: [
    { label: 'Yes', value: 'Y' },
    { label: 'No', value: 'N' },
  ],
  countries: [
    { label: 'United States', value: 'USA' },
    { label: 'Canada', value: 'CAN' },
  ],
  states_provinces: [
    { label: 'Ontario', value: 'ON' },
    { label: 'Quebec', value: 'QC' },
  ],
  us_states: [
    { label: 'Alaska', value: 'AK' },
    { label: 'Ohio', value: 'OH' },
  ],
};

/** A yes/no question (`has_alias`) and the text question it shows on Yes (`alias`). */
export const aliasNodes: Node[] = [
  { type: 'radio', key: 'has_alias', label: 'Alias?', options: 'yes_no' },
  {
    type: 'text',
    key: 'alias',
    label: 'Alias',
    visibleWhen: { valueKey: 'has_alias', operator: 'equals', target: 'Y' },
  },
];

/** A one-page config (page id "about", one section "main") holding the given nodes. */
export function modelWith(
  nodes: Node[],
  more: { sections?: PartnerConfig['pages'][number]['sections'] } = {},
): FormModel {
  return compileFormModel({
    partner: {} as PartnerConfig['partner'],
    dataModel: {},
    optionLists,
    pages: [
      {
        id: 'about',
        title: 'About You',
        step: 1,
        sections: more.sections ?? [{ id: 'main', title: 'Main', children: nodes }],
      },
    ],
  } as PartnerConfig);
}

/** Services whose every call is a resolved spy. */
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

export interface RenderFormOptions {
  mode?: FormMode;
  initial?: Partial<FormStoreData>;
  store?: FormStore;
  services?: FormServices;
  registry?: Registry;
}

/** Renders children inside a FormProvider with the plain-HTML registry; returns the store and services too. */
export function renderForm(model: FormModel, ui: ReactNode, options: RenderFormOptions = {}) {
  const store = options.store ?? createFormStore(model, options.initial);
  const services = options.services ?? fakeServices();
  const result = render(
    <FormProvider
      model={model}
      store={store}
      mode={options.mode ?? 'edit'}
      services={services}
      registry={options.registry ?? htmlRegistry}
    >
      {ui}
    </FormProvider>,
  );
  return { ...result, store, services };
}
