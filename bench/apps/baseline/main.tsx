/*
 * Bench app: the floor of keystroke latency on this machine and browser, one MUI TextField on its
 * own (the component every app's typed question is), with no form around it. Typed into like the
 * others, it shows how much of their figures is the browser and the UI kit.
 */
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSpec, startHarness } from '../harness.ts';

const { spec } = await loadSpec();
const theme = createTheme();
let latest: Record<string, unknown> = {};

const { ready, changed } = startHarness('baseline', spec, {
  field: (key) => (key === spec.typingKey ? document.getElementById('baseline') : null),
  textInput: () => document.getElementById('baseline'),
  choice: () => null,
  answers: () => latest,
  formTypes: [TextField],
});

function Bench() {
  const [value, setValue] = useState('');
  useEffect(ready, []);
  return (
    <ThemeProvider theme={theme}>
      <TextField
        id="baseline"
        label="A question"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          latest = { [spec.typingKey]: event.target.value };
          changed();
        }}
      />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
