/// <reference lib="webworker" />
// Runs config-lint on the studio's files off the page's thread: the same checks the CLI runs.
import { lintPartnerTexts, splitTranslationGaps } from '@admit/config-lint/browser';
import type { LintAnswer, LintRequest } from './lint-messages.ts';

self.onmessage = (event: MessageEvent<LintRequest>) => {
  const { id, texts, lookupColumns } = event.data;
  const { errors, warnings } = lintPartnerTexts('studio', { texts, lookupColumns });
  const { blocking, gaps } = splitTranslationGaps(errors);
  const answer: LintAnswer = { id, errors: blocking, warnings, untranslated: gaps };
  self.postMessage(answer);
};
