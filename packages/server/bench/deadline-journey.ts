import { evaluateVisibility } from '@admit/engine';
import type { Agent } from 'undici';
import { FormData, request } from 'undici';
import { loadPartner } from '../src/config/partner.ts';
import { makePdf } from '../tests/helpers/document-fixtures.ts';
import { DEADLINE_PARTNER, type Fleet } from './deadline-fleet.ts';
import VALID_APPLICATION from '../../../partner-config/tests/valid-application.json' with { type: 'json' };

const POLL_MS = 500;
const PASSWORD = 'Deadline-Day-2026!';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The steps of a journey, in order: each is timed on its own. */
export const STEPS = [
  'signup',
  'confirmation mail',
  'confirm',
  'login',
  'save',
  'validate',
  'upload',
  'conversion',
  'application PDF',
  'download',
  'submit',
] as const;
export type Step = (typeof STEPS)[number];

const partner = await loadPartner(DEADLINE_PARTNER);
// About 40 answers: the valid application and ten more optional text answers it shows.
const { visible } = evaluateVisibility(partner.model, { answers: VALID_APPLICATION });
const extra = partner.model.fields
  .filter(
    (field) =>
      field.kind === 'text' &&
      visible.has(field.key) &&
      !(field.key in VALID_APPLICATION) &&
      !('inputType' in field.node && field.node.inputType === 'date') &&
      field.required.length === 0 &&
      field.checks.every((check) => check.type === 'maxLength'),
  )
  .slice(0, 10)
  .map((field) => [field.key, 'Answered on deadline day'.slice(0, field.maxLength)] as const);
/** What each applicant saves, in BURSTS requests. */
export const ANSWERS = Object.entries({ ...VALID_APPLICATION, ...Object.fromEntries(extra) });
const BURSTS = 8;
const DOCUMENT_KEY =
  partner.model.fields.find((field) => field.kind === 'file' && visible.has(field.key))?.key ??
  partner.model.fields.find((field) => field.kind === 'file')!.key;
const PAGES = partner.model.pages.slice(0, 3).map((page) => page.id);
const PDF = await makePdf('A transcript uploaded on deadline day', 1);

/** One applicant's whole journey; every step's time goes into `times`. */
export async function journey(fleet: Fleet, agent: Agent, id: number, times: Map<Step, number[]>) {
  const address = `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
  let cookie = '';
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    raw?: { body: Buffer | FormData; type?: string },
  ) => {
    const response = await request(`${fleet.base}${path}`, {
      method: method as 'GET',
      dispatcher: agent,
      headers: {
        origin: fleet.origin,
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ? raw.body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    const buffer = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode >= 400)
      throw new Error(
        `${method} ${path}: ${response.statusCode} ${buffer.toString().slice(0, 200)}`,
      );
    const setCookie = response.headers['set-cookie'];
    if (setCookie)
      cookie = [setCookie]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
    return buffer;
  };
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    times.get(step)!.push(performance.now() - started);
    return result;
  };
  const email = `applicant-${id}-${Date.now().toString(36)}@example.org`;
  await timed('signup', () =>
    call('POST', '/public/signup', { username: email, password: PASSWORD }),
  );
  const code = await timed('confirmation mail', async () => {
    for (;;) {
      const mail = fleet.smtp.received.find((m) => m.to === email);
      const found = mail && /confirmation code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''));
      if (found) return found[1]!;
      await sleep(20);
    }
  });
  await timed('confirm', () => call('POST', '/public/confirm', { username: email, code }));
  await timed('login', () =>
    call('POST', '/public/login', { username: email, password: PASSWORD }),
  );
  const size = Math.ceil(ANSWERS.length / BURSTS);
  for (let i = 0; i < ANSWERS.length; i += size)
    await timed('save', () =>
      call('PUT', '/api/answer', { answers: Object.fromEntries(ANSWERS.slice(i, i + size)) }),
    );
  for (const page of PAGES)
    await timed('validate', () => call('POST', '/api/validations', { page, problems: [] }));
  await timed('upload', async () => {
    const form = JSON.parse(
      (await call('POST', '/api/presigned-url', { answer_key: DOCUMENT_KEY })).toString(),
    ) as { url: string; fields: Record<string, string> };
    const data = new FormData();
    for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
    data.append(
      'file',
      new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
      'transcript.pdf',
    );
    await call('POST', new URL(form.url).pathname, undefined, { body: data });
    await call('POST', `/api/pdf/document-answer/${DOCUMENT_KEY}`, {
      file_key: form.fields.key,
      file_name: 'transcript.pdf',
    });
  });
  await timed('conversion', async () => {
    for (;;) {
      const { status } = JSON.parse(
        (await call('GET', `/api/pdf/document-answer/${DOCUMENT_KEY}`)).toString(),
      ) as { status: string };
      if (status === 'COMPLETED') return;
      if (status === 'FAILED') throw new Error('conversion failed');
      await sleep(POLL_MS);
    }
  });
  const url = await timed('application PDF', async () => {
    for (;;) {
      const pdf = JSON.parse((await call('GET', '/api/pdf')).toString()) as {
        status: string;
        url: string;
      };
      if (pdf.status === 'COMPLETED') return pdf.url;
      if (pdf.status === 'FAILED') throw new Error('application PDF failed');
      await sleep(POLL_MS);
    }
  });
  await timed('download', () => call('GET', url));
  await timed('submit', () => call('POST', '/api/submit'));
}
