import type { FormModel } from '@admit/engine';
import { PrintFormPage, createAdmitTheme, type PartnerTheme } from '@admit/mui';
import { renderers } from '@admit/node-types/renderers';
import { FormPage, FormProvider, createFormStore, createRegistry } from '@admit/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { MissingItemsSummary } from './MissingItemsSummary.tsx';
import { previewServices } from './preview-services.ts';
import { partlyAnswered, sampleData } from './sample-answers.ts';
import { validatorFor } from './validator-for.ts';

/** How the preview shows the page: as the applicant fills it in, after a submit was tried, or as staff print it. */
export type PreviewMode = 'edit' | 'validating' | 'print';

export interface PagePreviewProps {
  model: FormModel;
  theme: PartnerTheme;
  pageId: string;
  mode: PreviewMode;
}

const registry = createRegistry(renderers);

/**
 * A page of the folder rendered by the applicant app's renderer (the MUI widget set over the
 * engine's compiled model) with sample answers: in `edit` every question the samples open,
 * filled in; in `validating` some required answers left out, with the errors and the
 * missing-items summary; in `print` the staff print view of the filled page.
 */
export function PagePreview({ model, theme, pageId, mode }: PagePreviewProps) {
  const muiTheme = useMemo(() => createAdmitTheme(theme), [theme]);
  const services = useMemo(previewServices, []);
  const { store, problems } = useMemo(() => {
    const sample =
      mode === 'validating' ? partlyAnswered(model, pageId) : sampleData(model, pageId);
    const result =
      mode === 'validating'
        ? validatorFor(model, pageId)({ answers: sample.answers, addAnother: sample.addAnother })
        : undefined;
    return {
      problems: result?.problems ?? [],
      store: createFormStore(model, {
        ...sample,
        webStatus: mode === 'validating' ? 'validating' : 'started',
        errors: result?.byKey ?? {},
      }),
    };
  }, [model, pageId, mode]);
  return (
    <ThemeProvider theme={muiTheme}>
      <FormProvider
        model={model}
        store={store}
        mode={mode === 'print' ? 'print' : 'edit'}
        services={services}
        registry={registry}
      >
        {mode === 'validating' && (
          <MissingItemsSummary model={model} problems={problems} webStatus="validating" />
        )}
        {mode === 'print' ? <PrintFormPage pageId={pageId} /> : <FormPage pageId={pageId} />}
      </FormProvider>
    </ThemeProvider>
  );
}
