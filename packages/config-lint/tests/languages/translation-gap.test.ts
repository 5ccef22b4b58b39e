import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isTranslationGap,
  lintPartnerFolder,
  loadPartnerFolder,
  PartnerFolderError,
} from '../../src/index.ts';
import { BROKEN_DIR } from '../corpus/broken-folder-files.ts';

/**
 * A translation behind its folder fails config-lint (a partner's CI), never the product: the
 * loader the server and the web build use returns the config, with the gap among the warnings.
 */
describe('a translation behind its folder', () => {
  it.each(['translation-missing', 'translation-file-missing', 'translation-unknown-id'])(
    '%s: config-lint fails the folder, the loader returns it with the gap as a warning',
    async (defect) => {
      const dir = join(BROKEN_DIR, defect);
      const report = await lintPartnerFolder(dir);
      expect(report.errors.map((p) => p.rule)).toEqual([defect]);
      const { config, warnings } = await loadPartnerFolder(dir);
      expect(config.partner.languages).toEqual(['en', 'es']);
      expect(warnings.filter(isTranslationGap)).toEqual(report.errors);
    },
  );

  it.each(['translation-placeholders', 'translation-plural-cases', 'message-syntax-translation'])(
    '%s: a broken translation stops the loader like any other error',
    async (defect) => {
      const dir = join(BROKEN_DIR, defect);
      await expect(loadPartnerFolder(dir)).rejects.toBeInstanceOf(PartnerFolderError);
    },
  );
});
