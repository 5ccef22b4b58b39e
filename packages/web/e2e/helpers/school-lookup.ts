import type { AnswerValue, Answers, FieldModel } from '@admit/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { record } from './application-solver.ts';
import { inputOf, type Filler } from './form-filler.ts';

/** A school chosen from the search list, as the staff view and the PDF should show it. */
export interface ChosenSchool {
  name: string;
  ceeb: string;
  /** The street address, one of the parts that print as answers of their own. */
  addressLine: string;
}

const getJson = async (page: Page, path: string) => (await page.request.get(path)).json();

/** The first suggestion the server gives for some letter of the alphabet (no partner words here). */
async function firstSuggestion(page: Page, category: string) {
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    const query = new URLSearchParams({ text: letter, category, max_results: '5' });
    const [first] = (await getJson(page, `/lookup/find?${query}`)) as {
      id: string;
      text: string;
    }[];
    if (first) return first;
  }
  throw new Error(`The server suggests nothing for the lookup category ${category}.`);
}

/** The answers a record gives the parts it fills: selects take an option's value and label. */
function filledAnswers(filler: Filler, fills: Record<string, string>, detail: Answers): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const [field, key] of Object.entries(fills)) {
    const text = detail[field];
    const target = filler.model.fieldsByKey.get(key)!;
    expect(typeof text === 'string' && text !== '', `the record's ${field} for ${key}`).toBe(true);
    const option = target.options?.find((o) => o.value === text);
    if (target.descKey) {
      expect(option, `${text} is an option of ${key}`).toBeDefined();
      Object.assign(answers, { [key]: option!.value, [target.descKey]: option!.label });
    } else answers[key] = String(text);
  }
  return answers;
}

/** What a part shows in the browser: an input's value, a select's chosen label. */
const shown = (page: Page, part: FieldModel) =>
  part.descKey ? inputOf(page, part.key).innerText() : inputOf(page, part.key).inputValue();

/**
 * Chooses a school from the search list of the page's school block, the way an applicant does, and
 * checks that every part of the block the record has is filled in, the CEEB code included.
 */
export async function chooseSchool(filler: Filler, pageId: string): Promise<ChosenSchool> {
  const { page, model, state } = filler;
  const search = model.fields.find(
    (f) => f.pageId === pageId && f.part?.block === 'school' && f.node.type === 'lookup',
  )!;
  if (search.node.type !== 'lookup') throw new Error('A school block searches by name.');
  const { category, fills = {} } = search.node as unknown as {
    category: string;
    fills?: Record<string, string>;
  };
  const suggestion = await firstSuggestion(page, category);
  const detail = (await getJson(
    page,
    `/lookup/find?${new URLSearchParams({ id: suggestion.id, category })}`,
  )) as Answers;

  const input = inputOf(page, search.key);
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await input.fill(suggestion.text);
  const escaped = suggestion.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('option', { name: new RegExp(`^${escaped}`) })
    .first()
    .click();

  const parts = model.fields.filter((f) => f.part?.blockId === search.part!.blockId);
  const ceeb = parts.find((part) => part.part!.part === 'ceeb')!;
  expect(Object.values(fills).sort()).toEqual(
    parts
      .filter((part) => part !== search)
      .map((part) => part.key)
      .sort(),
  );
  const answers = { [search.key]: String(detail.name), ...filledAnswers(filler, fills, detail) };
  for (const part of parts) {
    const expected = String(part.descKey ? answers[part.descKey] : answers[part.key]);
    await expect.poll(() => shown(page, part), { message: part.key }).toBe(expected);
  }
  record(model, state, answers);
  return {
    name: String(answers[search.key]),
    ceeb: String(answers[ceeb.key]),
    addressLine: String(answers[parts.find((part) => part.part!.part === 'address_line_1')!.key]),
  };
}
