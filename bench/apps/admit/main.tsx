/*
 * Bench app: the bench page rendered by Admit (@admit/react with the node types' renderers, the
 * @admit/mui widgets and theme), as the applicant app renders a page. The page's validators are precompiled
 * (bench/dist/spec/validators-<size>.js): the runner serves this app under a CSP without
 * 'unsafe-eval', so nothing compiles a schema at run time.
 */
import { loadStandaloneValidators } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import {
  FormPage,
  FormProvider,
  NodeList,
  NodeView,
  createFormStore,
  createRegistry,
  type FormServices,
} from '@admit/react';
import { createAdmitTheme } from '@admit/mui';
import { renderers } from '@admit/node-types/renderers';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSpec, startHarness } from '../harness.ts';

/** The bench never uploads or searches: services that do nothing. */
const services: FormServices = {
  documents: {
    upload: async (_key, file) => ({ file_name: file.name, file_size: file.size }),
    remove: async () => undefined,
  },
  lookups: { find: async () => [], detail: async () => ({}) },
  formState: { saveAddAnother: async () => undefined, saveTab: async () => undefined },
};

const { spec, closed } = await loadSpec();
const model = compileFormModel(spec.admit.config);
const pageId = model.pages[0]!.id;
const validators = loadStandaloneValidators(
  model,
  await import(
    /* @vite-ignore */ new URL(`../spec/validators-${spec.size}.js`, location.href).href
  ),
);
const context = (closed && spec.admit.closed) || spec.admit.open;
const store = createFormStore(model, {
  answers: context.answers,
  addAnother: context.addAnother ?? {},
});
const registry = createRegistry(renderers);
const theme = createAdmitTheme(spec.admit.config.partner.theme);

const { ready, changed } = startHarness('admit', spec, {
  field: (key) => document.getElementById(key),
  textInput: (key) => document.getElementById(key)?.querySelector('input') ?? null,
  choice: (key, label) =>
    [...(document.getElementById(key)?.querySelectorAll('label') ?? [])]
      .find((l) => l.textContent?.trim() === label)
      ?.querySelector('input') ?? null,
  answers: () => store.getState().answers,
  formTypes: [...renderers.map((e) => e.renderer), NodeView, NodeList],
});

function Bench() {
  useEffect(() => {
    // Validates once, as the app does on page change: proves the precompiled validators run.
    const result = validators.page(pageId)({ answers: store.getState().answers });
    document.body.dataset.problems = String(result.problems.length);
    ready();
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FormProvider model={model} store={store} mode="edit" services={services} registry={registry}>
        <FormPage pageId={pageId} />
      </FormProvider>
    </ThemeProvider>
  );
}

store.subscribe((state, previous) => {
  if (state.answers !== previous.answers) changed();
});
createRoot(document.getElementById('root')!).render(<Bench />);
