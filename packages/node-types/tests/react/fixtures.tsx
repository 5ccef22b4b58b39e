import type { FormModel } from '@admit/engine';
import type { Node } from '@admit/node-types';
import type { ReactNode } from 'react';
import { renderInForm, type RenderOptions } from '../../src/test-kit/render-page.tsx';
import { htmlRegistry } from './html-renderers.tsx';

/** A yes/no question (`has_alias`) and the text question it shows on Yes (`alias`). */
export const aliasNodes: Node[] = [
  { type: 'radio', key: 'has_alias', label: 'Alias?', options: 'answer_yes_no' },
  {
    type: 'text',
    key: 'alias',
    label: 'Alias',
    visibleWhen: { valueKey: 'has_alias', operator: 'equals', target: 'Y' },
  },
];

/** Renders children inside a FormProvider with the plain-HTML registry (see renderInForm). */
export const renderForm = (model: FormModel, ui: ReactNode, options: RenderOptions = {}) =>
  renderInForm(model, ui, { registry: htmlRegistry, ...options });

/** A country (`country`) and the region question whose list follows it (`region`). */
export const regionNodes: Node[] = [
  { type: 'select', key: 'country', label: 'Country', options: 'countries' },
  {
    type: 'dependentSelect',
    key: 'region',
    label: 'Region',
    controller: 'country',
    optionsByAnswer: { USA: 'us_states', CAN: 'ca_provinces' },
  },
];

/** The region lists `regionNodes` name. */
export const regionLists = {
  us_states: [
    { label: 'Alaska', value: 'AK' },
    { label: 'Ohio', value: 'OH' },
  ],
  ca_provinces: [
    { label: 'Ontario', value: 'ON' },
    { label: 'Quebec', value: 'QC' },
  ],
};
