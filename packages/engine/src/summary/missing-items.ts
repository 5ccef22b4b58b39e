import type { FormModel } from '../compile/form-model.ts';
import { showsErrors, type WebStatus } from '../status/web-status.ts';
import type { ValidationProblem } from '../validation/validation-result.ts';
import { summaryLabel } from './summary-label.ts';

/** Heading of the missing-items summary. */
export const MISSING_ITEMS_TITLE = "We're missing some information!";

/** Text under the heading of the missing-items summary. */
export const MISSING_ITEMS_TEXT =
  'The links below show what needs to be completed. Missing items will appear in red text on each page; simply fix them and then resubmit your application.';

/** One link of the summary: the question's label, linking to `/<pageId>#<key>`. */
export interface MissingItem {
  pageId: string;
  /** Answer key, or a checkbox group's id. */
  key: string;
  /**
   * The question's label (a checkbox group's label; an address or school part's own label). Where
   * the label repeats on the page, the titles that tell it apart follow in parentheses, for
   * example "Street Address (Mailing Address)".
   */
  label: string;
  /** The first problem's message for this key. */
  message: string;
  href: string;
}

/**
 * The summary's links: one per question with a problem, in the order of the problems. Empty
 * unless the status is validating, since only then do errors show.
 */
export function missingItems(
  model: FormModel,
  problems: readonly ValidationProblem[],
  status: WebStatus,
): MissingItem[] {
  if (!showsErrors(status)) return [];
  const seen = new Set<string>();
  const items: MissingItem[] = [];
  for (const { key, pageId, message } of problems) {
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      pageId,
      key,
      label: summaryLabel(model, key) ?? message,
      message,
      href: `/${pageId}#${key}`,
    });
  }
  return items;
}
