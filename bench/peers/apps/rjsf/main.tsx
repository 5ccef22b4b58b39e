/*
 * Bench app: the bench page in react-jsonschema-form with its MUI theme, from the equivalent JSON
 * Schema (conditions as allOf of if/then). The form keeps its own state (formData is the initial
 * value, onChange only reads it): the cheapest way to use rjsf, with no parent re-render.
 */
import Form, { Templates, Widgets } from '@rjsf/mui';
import { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSpec, startHarness } from '../../../apps/harness.ts';

const { spec, closed } = await loadSpec();
const formData = (closed && spec.peer.closedFormData) || spec.peer.formData;
const theme = createTheme();
let latest: Record<string, unknown> = formData;
const id = (key: string) => `root_${key}`;
const { fields, templates, widgets } = getDefaultRegistry();

const { ready, changed } = startHarness('rjsf', spec, {
  field: (key) => document.getElementById(id(key)),
  textInput: (key) => document.getElementById(id(key)),
  choice: (key, label) =>
    [...(document.getElementById(id(key))?.querySelectorAll('label') ?? [])]
      .find((l) => l.textContent?.trim() === label)
      ?.querySelector('input') ?? null,
  answers: () => latest,
  formTypes: [
    ...Object.values(fields),
    ...Object.values(templates),
    ...Object.values(widgets),
    ...Object.values(Templates),
    ...Object.values(Widgets),
  ],
});

function Bench() {
  useEffect(ready, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Form
        schema={spec.peer.rjsf.schema as RJSFSchema}
        uiSchema={spec.peer.rjsf.uiSchema as UiSchema}
        formData={formData}
        validator={validator}
        onChange={(event) => {
          latest = event.formData as Record<string, unknown>;
          changed();
        }}
      />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
