import type { FormServices, FormStateClient } from '@admit/react';
import { fn } from 'storybook/test';
import { fakeDocumentClient } from './fake-document-client.ts';
import { fakeLookupClient } from './fake-lookup-client.ts';

/** Saves add-another counts and tab choices nowhere; the calls show in the Actions panel. */
export function fakeFormStateClient(): FormStateClient {
  return {
    saveAddAnother: fn(async () => undefined).mockName('formState.saveAddAnother'),
    saveTab: fn(async () => undefined).mockName('formState.saveTab'),
  };
}

/** Every service a form needs, faked; `overrides` replaces single clients. */
export const fakeServices = (overrides: Partial<FormServices> = {}): FormServices => ({
  documents: fakeDocumentClient(),
  lookups: fakeLookupClient(),
  formState: fakeFormStateClient(),
  ...overrides,
});
