/*
 * Bench app: the bench page in JSON Forms with the material renderers, from the flat JSON Schema
 * and a UI schema whose SHOW rules carry the conditions. The form keeps its own state (data is the
 * initial value, onChange only reads it), as in the JSON Forms examples.
 */
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { JsonForms, JsonFormsDispatch } from '@jsonforms/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSpec, startHarness } from '../../../apps/harness.ts';

const { spec, closed } = await loadSpec();
const data = (closed && spec.peer.closedFormData) || spec.peer.formData;
const theme = createTheme();
let latest: Record<string, unknown> = data;
const id = (key: string) => `#/properties/${key}`;
const titles = spec.peer.jsonForms.schema.properties as Record<string, { title: string }>;
const radios = new Set(
  spec.peer.keys.filter(
    (key) =>
      (spec.peer.rjsf.uiSchema[key] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] ===
      'radio',
  ),
);

/**
 * Radio groups get no id from JSON Forms: found by their legend (radio titles are unique here),
 * among fieldsets holding a radio group (an outlined text field's border is a fieldset too).
 */
const radioGroup = (key: string) =>
  [...document.querySelectorAll('fieldset')].find(
    (f) =>
      f.querySelector('[role="radiogroup"]') &&
      f.querySelector('legend')?.textContent?.trim() === titles[key]?.title,
  ) ?? null;

const { ready, changed } = startHarness('jsonforms', spec, {
  // A question with several controls (a dependent select's option lists) gets ids with a number.
  field: (key) =>
    [...document.querySelectorAll(`[id^="${id(key)}"]`)].find((e) =>
      /^(\d+)?(-input)?$/.test(e.id.slice(id(key).length)),
    ) ?? (radios.has(key) ? radioGroup(key) : null),
  textInput: (key) => document.getElementById(`${id(key)}-input`),
  choice: (key, label) =>
    [...(radioGroup(key)?.querySelectorAll('label') ?? [])]
      .find((l) => l.textContent?.trim() === label)
      ?.querySelector('input') ?? null,
  answers: () => latest,
  formTypes: [...materialRenderers.map((r) => r.renderer), JsonFormsDispatch],
});

function Bench() {
  useEffect(ready, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <JsonForms
        schema={spec.peer.jsonForms.schema as JsonSchema}
        uischema={spec.peer.jsonForms.uischema as UISchemaElement}
        data={data}
        renderers={materialRenderers}
        cells={materialCells}
        onChange={(event) => {
          latest = event.data as Record<string, unknown>;
          changed();
        }}
      />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
