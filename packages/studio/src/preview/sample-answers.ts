/*
 * Sample answers for a whole page of any partner, so the studio's preview and page stories can show a filled page, a
 * validating page and the service-user view without hand-written data per partner. Values are
 * chosen per question kind and check (first real option, a date inside its range, a number
 * inside its range...), and the answers that open a branch are kept, so conditional questions
 * show too.
 */
import {
  dateOfBound,
  evaluateVisibility,
  isoDate,
  type AddAnotherCounts,
  type Answers,
  type Check,
  type FieldModel,
  type FormModel,
} from '@admit/engine';
import type { DocumentAnswer } from '@admit/engine';
import { DOCUMENT_ANSWERED } from '@admit/react';
import { SAMPLE_LOOKUP_RECORDS } from './sample-lookup-records.ts';

/** A page's sample data: answers, two blocks per add-another group and the uploaded documents. */
export interface SampleData {
  answers: Answers;
  addAnother: AddAnotherCounts;
  documents: Record<string, DocumentAnswer>;
}

/** Texts for common generic answer names (by the end of the key). */
const TEXT_BY_NAME: [RegExp, string][] = [
  [/first_name$/, 'Jordan'],
  [/middle_name$/, 'Alex'],
  [/last_name$/, 'Rivera'],
  [/preferred_name$/, 'Jo'],
  [/address_line_1$/, '100 Main Street'],
  [/address_line_2$/, 'Apt. 4'],
  [/city$/, 'Springfield'],
  [/county$/, 'Clark'],
  [/zip$/, '45501'],
  [/name$/, 'Sam Rivera'],
];
const PATTERN_CANDIDATES = ['3.8', '45501', '365120', '1234', 'A12345678', 'Sample'];
const SAMPLE_TEXT = 'Sample answer';
const SAMPLE_ESSAY =
  'A sample answer a few sentences long, so the story shows how a longer answer wraps in the text area and in print.';

const checksOf = <T extends Check['type']>(field: FieldModel, type: T) =>
  field.checks.filter((c): c is Extract<Check, { type: T }> => c.type === type);

/**
 * A date inside the question's range: today when allowed; else four years before the latest
 * allowed date (a birth date of someone old enough), kept above the earliest allowed date.
 */
function sampleDate(field: FieldModel, today: Date): string {
  const ranges = checksOf(field, 'dateRange');
  const bounds = (side: 'min' | 'max') =>
    ranges.flatMap((r) => (r[side] ? [dateOfBound(r[side], today)] : [])).sort();
  const earliest = bounds('min').at(-1);
  const latest = bounds('max')[0];
  let date = isoDate(today);
  if (latest !== undefined && latest < date)
    date = `${Number(latest.slice(0, 4)) - 4}${latest.slice(4)}`;
  return earliest !== undefined && earliest > date ? earliest : date;
}

/** A number in the middle of the question's range, on its step. */
function sampleNumber(check: Extract<Check, { type: 'number' }>): string {
  const min = check.minimum ?? 0;
  const max = check.maximum ?? min + 10;
  const step = check.multipleOf ?? (check.integer ? 1 : 0.1);
  const middle = Math.round((min + max) / 2 / step) * step;
  return String(Number(middle.toFixed(4)));
}

function sampleText(field: FieldModel, today: Date): string | undefined {
  const node = field.node.type === 'text' ? field.node : undefined;
  if (node?.inputType === 'password' || node?.category === 'password') return undefined;
  if (node?.inputType === 'date') return sampleDate(field, today);
  if (node?.category === 'ssn') return '123-45-6789';
  if (node?.inputType === 'textarea') return SAMPLE_ESSAY;
  if (checksOf(field, 'email').length > 0) return 'jordan.rivera@example.org';
  const [number] = checksOf(field, 'number');
  if (number) return sampleNumber(number);
  const patterns = checksOf(field, 'pattern').map((c) => new RegExp(c.pattern, 'u'));
  if (patterns.length > 0)
    return PATTERN_CANDIDATES.find((text) => patterns.every((p) => p.test(text))) ?? SAMPLE_TEXT;
  const byName = TEXT_BY_NAME.find(([name]) => name.test(field.key))?.[1];
  return (byName ?? SAMPLE_TEXT).slice(0, field.maxLength);
}

/** The sample answer(s) of one question, given the answers so far. */
function sampleFor(model: FormModel, field: FieldModel, answers: Answers, today: Date): Answers {
  const { key } = field;
  switch (field.kind) {
    case 'file':
      return { [key]: DOCUMENT_ANSWERED };
    case 'check': {
      // In a checkbox group only the first box is ticked; a single check box is ticked.
      const group = model.groups.find((g) => g.id === field.groupId);
      return { [key]: !group || group.itemKeys[0] === key };
    }
    case 'phone':
      return {
        [key]:
          field.node.type === 'phone' && field.node.international
            ? '+44 20 7946 0958'
            : '(410) 555-0142',
      };
    case 'lookup': {
      const category = field.node.type === 'lookup' ? field.node.category : undefined;
      const record = SAMPLE_LOOKUP_RECORDS.find((r) => r.category === category);
      return { [key]: field.part?.part === 'address_line_1' ? '100 Main Street' : record?.text };
    }
    case 'select':
    case 'dependentSelect':
    case 'radio': {
      const controller = field.controller ? answers[field.controller] : undefined;
      const options =
        field.options ??
        (typeof controller === 'string' ? field.optionsByAnswer?.[controller] : undefined);
      const option = options?.find((o) => o.value !== '');
      if (!option) return {};
      return { [key]: option.value, [field.descKey ?? `${key}_desc`]: option.label };
    }
    default: {
      const text = sampleText(field, today);
      return text === undefined ? {} : { [key]: text };
    }
  }
}

/**
 * Sample answers for every question of a page that shows once the earlier answers are given
 * (a few passes, since answers open branches), with two blocks of each add-another group and a
 * document for each answered file question.
 */
export function sampleData(model: FormModel, pageId: string, today = new Date()): SampleData {
  const page = model.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`No page "${pageId}" in the form model.`);
  const addAnother = Object.fromEntries(
    model.addAnother
      .filter((a) => a.pageId === pageId)
      .map((a) => [a.buttonId, Math.min(2, a.max)]),
  );
  let answers: Answers = {};
  for (let pass = 0; pass < 4; pass++) {
    const { visible } = evaluateVisibility(model, { answers, addAnother }, page.fields);
    for (const field of page.fields) {
      if (visible.has(field.key) && answers[field.key] === undefined)
        answers = { ...answers, ...sampleFor(model, field, answers, today) };
    }
  }
  const { clear } = evaluateVisibility(model, { answers, addAnother }, page.fields);
  answers = { ...answers, ...clear };
  return { answers, addAnother, documents: documentsOf(page.fields, answers) };
}

/** A document for each file question whose answer says one was converted. */
const documentsOf = (fields: readonly FieldModel[], answers: Answers) =>
  Object.fromEntries(
    fields
      .filter((field) => field.kind === 'file' && answers[field.key] === DOCUMENT_ANSWERED)
      .map((field) => [field.key, { file_name: `${field.key}.pdf`, file_size: 48213 }]),
  );

/**
 * The sample answers with every other always-required question left empty: what a page looks
 * like when an applicant tried to submit too early.
 */
export function partlyAnswered(model: FormModel, pageId: string, today = new Date()): SampleData {
  const sample = sampleData(model, pageId, today);
  const page = model.pages.find((p) => p.id === pageId)!;
  const required = page.fields.filter(
    (field) => field.kind !== 'check' && field.required.some((requirement) => !requirement.when),
  );
  const answers = { ...sample.answers };
  required.forEach((field, index) => {
    if (index % 2 === 0) return;
    delete answers[field.key];
    if (field.descKey) delete answers[field.descKey];
  });
  const { clear } = evaluateVisibility(
    model,
    { answers, addAnother: sample.addAnother },
    page.fields,
  );
  const partly = { ...answers, ...clear };
  return { ...sample, answers: partly, documents: documentsOf(page.fields, partly) };
}
