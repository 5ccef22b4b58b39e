/// <reference lib="webworker" />
// Runs config-lint on the studio's files off the page's thread: the same checks the CLI runs.
import {
  lintPartnerTexts,
  splitTranslationGaps,
  type PartnerTexts,
} from '@admit/config-lint/browser';
import type { LintAnswer } from './use-lint.ts';

/** A lint request: the files as text and the folder's lookup headers, numbered. */
export interface LintRequest extends PartnerTexts {
  id: number;
}

self.onmessage = (event: MessageEvent<LintRequest>) => {
  const { id, texts, lookupColumns } = event.data;
  const { errors, warnings } = lintPartnerTexts('studio', { texts, lookupColumns });
  const { blocking, gaps } = splitTranslationGaps(errors);
  const answer: LintAnswer = { id, errors: blocking, warnings, untranslated: gaps };
  self.postMessage(answer);
};
