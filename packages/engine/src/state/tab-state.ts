import { isAnswered } from '../conditions/answers.ts';
import type { TabsModel } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { DocumentAnswers } from '../print-text/print-types.ts';
import type { AnswerPatch, EvaluationContext } from '../conditions/evaluation-context.ts';
import { emptyValue } from '../visibility/evaluate-visibility.ts';

/** Saved tab choices: tab id to the chosen tab's value. */
export type TabChoices = Readonly<Record<string, string>>;

/** The dialog that blocks a tab switch while a document conversion is under way. */
export const TAB_SWITCH_BLOCKED_DIALOG = {
  title: 'File Upload in Progress',
  text: 'Please wait until the file upload has completed.',
} as const;

/** What a tab switch needs beyond visibility: the uploaded documents by question key. */
export type TabSwitchContext = EvaluationContext & { documents?: DocumentAnswers };

/** Whether a document conversion is in progress, unprocessed or being fetched (switching is blocked then). */
export interface TabSwitchOptions {
  conversionBusy: boolean;
}

/** The outcome of a tab switch: blocked by a dialog, or the new choices and what to clear and delete. */
export type TabSwitchResult =
  | { blocked: true; dialog: { title: string; text: string } }
  | {
      blocked: false;
      tabs: TabChoices;
      /** The leaving tab's answers and `_desc` companions (and its extra clear keys), emptied. */
      clear: AnswerPatch;
      /** File questions on the leaving tab with an uploaded document: delete their conversion and answer. */
      deleteFiles: string[];
    };

function tabsModel(model: FormModel, tabId: string): TabsModel {
  const found = model.tabs.find((tabs) => tabs.tabId === tabId);
  if (!found) throw new Error(`Unknown tab id "${tabId}".`);
  return found;
}

const isTabValue = (tabs: TabsModel, value: string | undefined): value is string =>
  value !== undefined && Object.hasOwn(tabs.clearKeys, value);

/** The tab shown: the saved choice when logged in and still a tab of the group, else the default tab. */
export function chosenTab(
  model: FormModel,
  tabs: TabChoices,
  tabId: string,
  { loggedIn }: { loggedIn: boolean },
): string {
  const group = tabsModel(model, tabId);
  const saved = tabs[tabId];
  return loggedIn && isTabValue(group, saved) ? saved : group.defaultTab;
}

/**
 * Switches tab group `tabId` to `toValue`. Blocked while a conversion is busy; otherwise returns
 * the new choices, the leaving tab's answers to clear and its uploaded files to delete. Answers
 * elsewhere that depended on the cleared ones are left to the usual visibility pass.
 */
export function switchTab(
  model: FormModel,
  ctx: TabSwitchContext,
  tabId: string,
  toValue: string,
  { conversionBusy }: TabSwitchOptions,
): TabSwitchResult {
  const group = tabsModel(model, tabId);
  if (!isTabValue(group, toValue)) throw new Error(`Tab group "${tabId}" has no tab "${toValue}".`);
  const tabs = ctx.tabs ?? {};
  const leaving = chosenTab(model, tabs, tabId, { loggedIn: true });
  if (leaving === toValue) return { blocked: false, tabs, clear: {}, deleteFiles: [] };
  if (conversionBusy) return { blocked: true, dialog: { ...TAB_SWITCH_BLOCKED_DIALOG } };

  const clear: AnswerPatch = {};
  for (const key of group.clearKeys[leaving] ?? []) {
    const field = model.fieldsByKey.get(key);
    clear[key] = field ? emptyValue(field) : '';
  }
  const deleteFiles = (group.fileKeys[leaving] ?? []).filter(
    (key) => ctx.documents?.[key] !== undefined || isAnswered(ctx.answers[key]),
  );
  return { blocked: false, tabs: { ...tabs, [tabId]: toValue }, clear, deleteFiles };
}
