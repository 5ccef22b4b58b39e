import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { assemblePartnerConfig } from '@admit/engine';
import { translatePartnerFiles } from '@admit/node-types';
import { describe, expect, it } from 'vitest';
import { checkPartnerConfig, lintPartnerFolder, readPartnerFolder } from '../../src/index.ts';
import { BILINGUAL_DIR, bilingualFolderFiles } from '../corpus/broken-folder-files.ts';

describe('the bilingual folder (English and Spanish)', () => {
  it('is clean, with every text in Spanish', async () => {
    const report = await lintPartnerFolder(BILINGUAL_DIR);
    expect([...report.errors, ...report.warnings]).toEqual([]);
    const spanish = JSON.parse(
      await readFile(join(BILINGUAL_DIR, 'translations/es.json'), 'utf8'),
    ) as Record<string, string>;
    const total = Object.keys(spanish).length;
    expect(total).toBeGreaterThan(50);
    expect(report.coverage).toEqual([{ language: 'es', translated: total, total }]);
  });

  it('translated into Spanish, is a config that passes every check', async () => {
    const { files } = await readPartnerFolder(BILINGUAL_DIR);
    const spanish = files['translations/es.json'] as Record<string, string>;
    const { config } = assemblePartnerConfig(translatePartnerFiles(files, spanish));
    expect(checkPartnerConfig(config)).toEqual([]);
    expect(config.partner.name).toBe('Colegio de Ejemplo');
    expect(config.pages[0]!.title).toBe('Sobre usted');
    expect(config.optionLists.yes_no).toEqual([
      { label: 'Sí', value: 'Y' },
      { label: 'No', value: 'N' },
    ]);
  });

  it('is the base folder with its Spanish (regenerate with tests/generate-broken.ts)', async () => {
    const expected = await bilingualFolderFiles();
    const entries = await readdir(BILINGUAL_DIR, { recursive: true, withFileTypes: true });
    const written = entries
      .filter((e) => e.isFile())
      .map((e) => relative(BILINGUAL_DIR, join(e.parentPath, e.name)))
      .sort();
    expect(written).toEqual(Object.keys(expected).sort());
    for (const [file, text] of Object.entries(expected))
      expect(JSON.parse(await readFile(join(BILINGUAL_DIR, file), 'utf8'))).toEqual(
        JSON.parse(text),
      );
  });
});
