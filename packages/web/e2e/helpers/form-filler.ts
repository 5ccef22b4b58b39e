import type { AnswerValue, FieldModel, FormModel, Validator } from '@admit/engine';
import type { Locator, Page } from 'playwright-core';
import { answerFor, contextOf, optionsOf, record, type SolverState } from './application-solver.ts';

/** What filling a page needs: the page, the compiled model, the mirror of the answers. */
export interface Filler {
  page: Page;
  model: FormModel;
  validate: Validator;
  state: SolverState;
  /** Uploads a file question (the journey decides which file); resolves once converted. */
  upload(field: FieldModel): Promise<void>;
  /** How completePage answers a question; answerQuestion (mouse and fill) unless given. */
  answer?(filler: Filler, field: FieldModel): Promise<void>;
}

/**
 * The input of a question: widgets give their inputs the id `<key>-<unique>`, except the boxes of
 * a checkbox group, whose id is their key.
 */
export const inputOf = (page: Page, key: string): Locator =>
  page
    .locator(`:is(input, textarea, [role="combobox"]):is([id^="${key}-"], [id="${key}"])`)
    .first();

/** The anchor of a question (NodeView's `<div id=key>`, or a block part's empty anchor). */
export const anchorOf = (page: Page, key: string): Locator => page.locator(`[id="${key}"]`);

async function chooseOption(page: Page, key: string, label: string) {
  await inputOf(page, key).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: label, exact: true }).click({ timeout: 5000 });
  await listbox.waitFor({ state: 'detached' });
}

async function typeLookup(page: Page, key: string, text: string) {
  const input = inputOf(page, key);
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: `Use: ${text}`, exact: true }).click();
}

/** Answers one question in the browser the way an applicant would, and records it in the mirror. */
export async function answerQuestion(filler: Filler, field: FieldModel, value?: AnswerValue) {
  const { page, model, state } = filler;
  const answer = value ?? answerFor(model, field, state);
  const key = field.key;
  await inputOf(page, key).or(anchorOf(page, key)).first().scrollIntoViewIfNeeded();
  switch (field.kind) {
    case 'select':
    case 'dependentSelect': {
      const option = optionsOf(field, state.answers).find((o) => o.value === answer)!;
      await chooseOption(page, key, option.label);
      record(model, state, { [key]: option.value, [field.descKey!]: option.label });
      return;
    }
    case 'radio': {
      const option = optionsOf(field, state.answers).find((o) => o.value === answer)!;
      await anchorOf(page, key).locator(`input[type=radio][value="${option.value}"]`).check();
      record(model, state, { [key]: option.value, [field.descKey!]: option.label });
      return;
    }
    case 'check':
      await inputOf(page, key).check();
      record(model, state, { [key]: true });
      return;
    case 'lookup':
      await typeLookup(page, key, String(answer));
      record(model, state, { [key]: String(answer) });
      return;
    case 'file':
      await filler.upload(field);
      record(model, state, { [key]: 'ANSWERED' });
      return;
    default: {
      const input = inputOf(page, key);
      await input.fill(String(answer));
      // Text areas commit on blur.
      await input.blur();
      record(model, state, { [key]: String(answer) });
    }
  }
}

/** The field a problem is about (a checkbox group's problem: its first box). */
export function fieldOfProblem(model: FormModel, key: string): FieldModel {
  const field = model.fieldsByKey.get(key);
  if (field) return field;
  const group = model.groups.find((g) => g.id === key);
  return model.fieldsByKey.get(group!.itemKeys[0]!)!;
}

/**
 * Answers, in the browser, every question the page still needs (by the engine's own validation of
 * the mirrored answers), except those in `skip`. Returns the keys it answered.
 */
export async function completePage(
  filler: Filler,
  pageId: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const answered: string[] = [];
  for (let guard = 0; guard < 300; guard++) {
    const problem = filler
      .validate(contextOf(filler.state))
      .problems.find((p) => p.pageId === pageId && !skip.has(p.key));
    if (!problem) return answered;
    const field = fieldOfProblem(filler.model, problem.key);
    try {
      await (filler.answer ?? answerQuestion)(filler, field);
    } catch (error) {
      throw new Error(`Answering ${field.kind} "${field.key}" (${problem.message}) failed`, {
        cause: error,
      });
    }
    answered.push(field.key);
  }
  throw new Error(`Page ${pageId} could not be completed.`);
}
