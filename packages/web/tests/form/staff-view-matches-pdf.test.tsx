/*
 * The staff view and the application PDF render the same print projection: for a full
 * application of each partner, both must show the same headings, labels and answers, in the same
 * order, and nothing else. The staff view is rendered as the web app renders it (the MUI print
 * view inside the form's provider, to HTML, read back through jsdom); the PDF is rendered by the
 * server's renderer and read back as text the way a reader selects it (unpdf).
 *
 * It runs in Node, not in a jsdom environment: pdf-lib refuses font bytes from another realm.
 */
import {
  printApplication,
  type AddAnotherCounts,
  type Answers,
  type FormModel,
} from '@admit/engine';
import { type PartnerConfig } from '@admit/node-types';
import { PrintApplication } from '@admit/mui';
import { renderers } from '@admit/node-types/renderers';
import { FormProvider, createFormStore, createRegistry, type FormServices } from '@admit/react';
// jsdom ships no types, and the few this test needs are given below.
// @ts-expect-error TS7016
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf } from '../../../server/src/pdf/render-application-pdf.ts';
import { fullApplication } from '../../../server/tests/helpers/full-application.ts';
import { flatten, pageTexts } from '../../../server/tests/helpers/pdf-text.ts';
import { loadPartnerModel } from '../../e2e/helpers/partner-model.ts';

const PARTNERS = {
  bundled: new URL('../../../../partner-config', import.meta.url).pathname,
  'fernhollow-art': new URL('../../../../partner-config/examples/fernhollow-art', import.meta.url)
    .pathname,
};

const APPLICANT = 'Applicant Name';

/** Nothing is called while staff read: every service refuses. */
const refused = () => Promise.reject(new Error('The staff view saves nothing.'));
const noServices: FormServices = {
  documents: { upload: refused, remove: refused },
  lookups: { find: refused, detail: refused },
  formState: { saveAddAnother: refused, saveTab: refused },
};

/** A full application with two blocks of every add-another group and every document uploaded. */
function application(model: FormModel) {
  const addAnother: AddAnotherCounts = Object.fromEntries(
    model.addAnother.map((group) => [group.buttonId, Math.min(2, group.max)]),
  );
  const answers: Answers = fullApplication(model, {}, addAnother);
  const documents = Object.fromEntries(
    model.fields
      .filter((field) => field.kind === 'file')
      .map((field) => [field.key, { file_name: `${field.key}.pdf`, file_size: 1024 }]),
  );
  return { answers, addAnother, tabs: {}, documents };
}

/** What a reader of the staff view reads: each heading, and each question as "label answer". */
function staffViewEntries(
  model: FormModel,
  config: PartnerConfig,
  data: ReturnType<typeof application>,
) {
  const html = renderToString(
    <FormProvider
      model={model}
      store={createFormStore(model, data)}
      mode="print"
      services={noServices}
      registry={createRegistry(renderers)}
    >
      <PrintApplication title={config.partner.applicationTitle} />
    </FormProvider>,
  );
  const { document } = (new JSDOM(html) as { window: Window }).window;
  const textOf = (element: Element) => {
    const choices = [...element.querySelectorAll('li')];
    return flatten(
      choices.length > 0 ? choices.map((li) => li.textContent).join(' ') : element.textContent!,
    );
  };
  const title = document.querySelector('h1')?.textContent;
  const entries = [
    ...document.querySelectorAll('h2, h3, h4, h5, h6, dl > div, .admit-print-page > p'),
  ].map((element) =>
    element.matches('dl > div')
      ? `${textOf(element.querySelector('dt')!)} ${textOf(element.querySelector('dd')!)}`
      : textOf(element),
  );
  const inputs = document.querySelectorAll('input, textarea, select, button').length;
  return { title, entries, inputs };
}

/** The PDF's text from the first page's heading on, without page numbers and running headers. */
async function pdfText(
  model: FormModel,
  config: PartnerConfig,
  data: ReturnType<typeof application>,
) {
  const pages = printApplication(model, data);
  const bytes = await renderApplicationPdf({
    partnerName: config.partner.name,
    applicationTitle: config.partner.applicationTitle,
    applicantName: APPLICANT,
    generatedAt: new Date(0),
    pages,
    documents: [],
  });
  const running = `${config.partner.applicationTitle} · ${APPLICANT}`;
  const text = flatten(
    (await pageTexts(bytes))
      .join(' ')
      .replace(/Page \d+ of \d+/g, ' ')
      .replaceAll(running, ' '),
  );
  return { text, body: text.slice(text.indexOf(pages[0]!.heading)) };
}

describe.each(Object.entries(PARTNERS))('the staff view and the PDF of %s', (_name, dir) => {
  // Compiles a whole partner and writes its PDF: seconds on a busy machine.
  it(
    'show the same headings, labels and answers, item by item, and nothing else',
    { timeout: 30_000 },
    async () => {
      const { config, model } = await loadPartnerModel(dir);
      const data = application(model);
      const web = staffViewEntries(model, config as PartnerConfig, data);
      const pdf = await pdfText(model, config as PartnerConfig, data);

      expect(web.inputs).toBe(0);
      expect(pdf.text).toContain(web.title);
      expect(web.entries.length).toBeGreaterThan(model.pages.length * 3);
      let rest = pdf.body;
      for (const [index, entry] of web.entries.entries()) {
        const pdfHas = rest.slice(0, entry.length + 40);
        expect(
          pdfHas.startsWith(entry),
          `entry ${index}: the staff view shows "${entry}", the PDF "${pdfHas}"`,
        ).toBe(true);
        rest = rest.slice(entry.length).trimStart();
      }
      expect(rest, 'the PDF shows more than the staff view').toBe('');
    },
  );
});
