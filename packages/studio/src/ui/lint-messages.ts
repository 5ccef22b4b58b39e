import type { LintProblem, PartnerTexts } from '@admit/config-lint/browser';

/** What config-lint found in the files of the latest run; `current` is false while a newer run is due. */
export interface LintState {
  /** Errors that stop a save. */
  errors: LintProblem[];
  warnings: LintProblem[];
  /**
   * Translations behind the folder (see TRANSLATION_GAP_RULES): texts a declared language still
   * lacks, entries for texts that are gone. Listed; they never stop a save.
   */
  untranslated: LintProblem[];
  current: boolean;
}

/** A lint request to the worker: the files as text and the folder's lookup headers, numbered. */
export interface LintRequest extends PartnerTexts {
  id: number;
}

/** The worker's answer to a lint request. */
export type LintAnswer = { id: number } & Omit<LintState, 'current'>;
