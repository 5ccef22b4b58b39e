import type { AnswerValue, FieldModel } from '@admit/engine';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { answerFor, optionsOf, record } from './application-solver.ts';
import { anchorOf, inputOf, type Filler } from './form-filler.ts';

/*
 * The applicant who uses only a keyboard: every helper here moves and acts with page.keyboard
 * alone (no click, no focus()); locators are read only to know where focus is and should go.
 */

/** What has focus: its role and accessible name (as the accessibility tree has them). */
export interface FocusedControl {
  role: string;
  name: string;
}

/** The focused element's role and name, from Playwright's accessibility snapshot of it. */
export async function focusedControl(page: Page): Promise<FocusedControl> {
  const snapshot = await page.locator('*:focus').ariaSnapshot();
  const match = /^- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot.trim());
  return { role: match?.[1] ?? '', name: (match?.[2] ?? '').replace(/\\(.)/g, '$1') };
}

/**
 * How focus shows: an outline or box shadow of 2 px or more on the control or a close ancestor
 * (MUI draws a check box's ring on its wrapper), or an outlined field's border grown to 2 px; and
 * whether a sticky or fixed header covers it.
 */
export const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, covered: false, what: '' };
    const strong = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    let visible = false;
    for (let node: HTMLElement | null = element, i = 0; node && i < 4 && !visible; i++) {
      visible = strong(getComputedStyle(node));
      node = node.parentElement;
    }
    const border = element
      .closest('.MuiInputBase-root')
      ?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (border) visible ||= parseFloat(getComputedStyle(border).borderTopWidth) >= 2;
    const header = [...document.querySelectorAll('header, [role="banner"]')].find((h) =>
      ['sticky', 'fixed'].includes(getComputedStyle(h).position),
    );
    const top = element.getBoundingClientRect().top;
    const covered = header ? top < header.getBoundingClientRect().bottom - 1 : false;
    return { visible, covered, what: element.outerHTML.slice(0, 120) };
  });

/** Asserts that focus is on a control that shows it and is not under a sticky header. */
export async function expectFocusShown(page: Page) {
  const state = await focusState(page);
  expect(state.visible, `focus is visible on ${state.what}`).toBe(true);
  expect(state.covered, `focus is not under the header: ${state.what}`).toBe(false);
}

/** Whether focus is on `target` or inside it. */
const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab, when `target` comes before focus in the page) until focus is on
 * `target` or inside it, checking at every stop that focus is visible and not covered.
 */
export async function tabTo(page: Page, target: Locator, limit = 400) {
  await target.waitFor();
  const backwards = await target.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let presses = 0; presses < limit; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(() => document.activeElement !== document.body))
      await expectFocusShown(page);
  }
  throw new Error(`Tab did not reach ${target}`);
}

/** Presses `key` until the focused control (or active option) reads `name`. */
async function pressUntil(page: Page, key: string, read: () => Promise<string>, name: string) {
  for (let presses = 0; presses < 300; presses++) {
    if ((await read()) === name) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached "${name}"`);
}

/** The text of a listbox option the focused combobox points at (aria-activedescendant). */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const id = active?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : active?.closest('[role="option"]');
    return option?.textContent?.trim() ?? '';
  });

/** Chromium's date field takes month, day and year in turn (en-US), digits only. */
const dateKeys = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}${day}${year}`;
};

/**
 * Answers one question with the keyboard: Tab to it, then type, arrow through options, tick with
 * Space or open the file chooser with Enter; records the answer in the mirror as the app does.
 */
export async function answerByKeyboard(filler: Filler, field: FieldModel, value?: AnswerValue) {
  const { page, model, state } = filler;
  const answer = value ?? answerFor(model, field, state);
  const key = field.key;
  switch (field.kind) {
    case 'select':
    case 'dependentSelect': {
      const option = optionsOf(field, state.answers).find((o) => o.value === answer)!;
      await tabTo(page, inputOf(page, key));
      await page.keyboard.press('Enter');
      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      await pressUntil(page, 'ArrowDown', () => activeOption(page), option.label);
      await page.keyboard.press('Enter');
      await listbox.waitFor({ state: 'detached' });
      record(model, state, { [key]: option.value, [field.descKey!]: option.label });
      return;
    }
    case 'radio': {
      const option = optionsOf(field, state.answers).find((o) => o.value === answer)!;
      await tabTo(page, anchorOf(page, key).getByRole('radiogroup'));
      const focusedValue = () =>
        page.evaluate(() => (document.activeElement as HTMLInputElement).value);
      await pressUntil(page, 'ArrowRight', focusedValue, option.value);
      if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)))
        await page.keyboard.press('Space');
      record(model, state, { [key]: option.value, [field.descKey!]: option.label });
      return;
    }
    case 'check':
      await tabTo(page, inputOf(page, key));
      await page.keyboard.press('Space');
      record(model, state, { [key]: true });
      return;
    case 'lookup': {
      const text = String(answer);
      await tabTo(page, inputOf(page, key));
      await page.keyboard.type(text);
      await pressUntil(page, 'ArrowDown', () => activeOption(page), `Use: ${text}`);
      await page.keyboard.press('Enter');
      record(model, state, { [key]: text });
      return;
    }
    case 'file':
      await filler.upload(field);
      record(model, state, { [key]: 'ANSWERED' });
      return;
    default: {
      const input = inputOf(page, key);
      await tabTo(page, input);
      const node = field.node as { inputType?: string };
      await page.keyboard.type(
        node.inputType === 'date' ? dateKeys(String(answer)) : String(answer),
      );
      // Text areas commit on blur: the next Tab does it, as it does for the applicant.
      await page.keyboard.press('Tab');
      record(model, state, { [key]: String(answer) });
    }
  }
}
