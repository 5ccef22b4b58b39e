import { fileError, lintPartnerTexts, lintReport, type LintReport } from './lint-partner-texts.ts';
import { readPartnerTexts } from './read-partner-folder.ts';
import type { PartnerTexts } from './partner-texts.ts';

export type { LintProblem, LintReport } from './lint-partner-texts.ts';

/**
 * Lints a partner folder on disk: reads its JSON files and lookup headers, then lints them as
 * lintPartnerTexts does (the studio lints the same texts from memory). An unreadable folder is
 * one error.
 */
export async function lintPartnerFolder(dir: string): Promise<LintReport> {
  let texts: PartnerTexts;
  try {
    texts = await readPartnerTexts(dir);
  } catch {
    return lintReport(dir, [
      fileError('.', 'the partner folder does not exist or cannot be read', 'folder'),
    ]);
  }
  return lintPartnerTexts(dir, texts);
}
