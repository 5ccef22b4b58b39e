/*
 * Sample answers for a whole page of any partner, so the studio's preview and page stories can show a filled page, a
 * validating page and the service-user view without hand-written data per partner. Values are
 * chosen per question by its node type (its studio file's `sample`: first real option, a date
 * inside its range...) and its checks (a number inside its range...), and the answers that open a
 * branch are kept, so conditional questions show too.
 */
import {
  DOCUMENT_ANSWERED,
  evaluateVisibility,
  type AddAnotherCounts,
  type Answers,
  type Check,
  type FieldModel,
  type FormModel,
} from '@admit/engine';
import type { DocumentAnswer } from '@admit/engine';
import { studioOf, type SampleContext } from '@admit/node-types/studio';

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

const checksOf = <T extends Check['type']>(field: FieldModel, type: T) =>
  field.checks.filter((c): c is Extract<Check, { type: T }> => c.type === type);

/** A number in the middle of the question's range, on its step. */
function sampleNumber(check: Extract<Check, { type: 'number' }>): string {
  const min = check.minimum ?? 0;
  const max = check.maximum ?? min + 10;
  const step = check.multipleOf ?? (check.integer ? 1 : 0.1);
  const middle = Math.round((min + max) / 2 / step) * step;
  return String(Number(middle.toFixed(4)));
}

/**
 * The sample text of any question: one its checks accept (an e-mail, a number in range, a
 * pattern), else one its key names, cut to its maximum length.
 */
function sampleText(field: FieldModel): string | undefined {
  if (checksOf(field, 'email').length > 0) return 'jordan.rivera@example.org';
  const [number] = checksOf(field, 'number');
  if (number) return sampleNumber(number);
  const patterns = checksOf(field, 'pattern').map((c) => new RegExp(c.pattern, 'u'));
  if (patterns.length > 0)
    return PATTERN_CANDIDATES.find((text) => patterns.every((p) => p.test(text))) ?? SAMPLE_TEXT;
  const byName = TEXT_BY_NAME.find(([name]) => name.test(field.key))?.[1];
  return (byName ?? SAMPLE_TEXT).slice(0, field.maxLength);
}

/** The sample answer(s) of one question, given the answers so far: as its node type's studio file says. */
function sampleFor(model: FormModel, field: FieldModel, answers: Answers, today: Date): Answers {
  const context: SampleContext = { model, answers, today, text: sampleText };
  const { sample } = studioOf(field.kind);
  if (sample) return sample(field, context);
  const text = sampleText(field);
  return text === undefined ? {} : { [field.key]: text };
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

/** A document for each question whose answer says one was converted (its studio file's `sampleDocument`). */
function documentsOf(fields: readonly FieldModel[], answers: Answers) {
  const documents: Record<string, DocumentAnswer> = {};
  for (const field of fields) {
    const document = studioOf(field.kind).sampleDocument?.(field);
    if (document && answers[field.key] === DOCUMENT_ANSWERED) documents[field.key] = document;
  }
  return documents;
}

/**
 * The sample answers with every other always-required question left empty: what a page looks
 * like when an applicant tried to submit too early.
 */
export function partlyAnswered(model: FormModel, pageId: string, today = new Date()): SampleData {
  const sample = sampleData(model, pageId, today);
  const page = model.pages.find((p) => p.id === pageId)!;
  // A check box stays as sampled: unticked is an answer of its own (false), not a missing one.
  const required = page.fields.filter(
    (field) =>
      field.valueType !== 'boolean' && field.required.some((requirement) => !requirement.when),
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
