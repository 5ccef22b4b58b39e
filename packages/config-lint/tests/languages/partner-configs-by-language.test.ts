import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPartnerFolder, partnerConfigsByLanguage, readPartnerFolder } from '../../src/index.ts';
import { BILINGUAL_DIR } from '../corpus/broken-folder-files.ts';

describe('partnerConfigsByLanguage', () => {
  it('gives the config in each declared language, the default first, the same but for its texts', async () => {
    const { files } = await readPartnerFolder(BILINGUAL_DIR);
    const configs = partnerConfigsByLanguage(files);
    expect(Object.keys(configs)).toEqual(['en', 'es']);
    const { en, es } = configs as Record<'en' | 'es', (typeof configs)[string]>;
    expect(en.partner.name).not.toBe(es.partner.name);
    expect(es.pages[0]!.title).toBe('Sobre usted');
    // Pages, keys and values do not depend on the language.
    expect(es.pages.map((p) => p.id)).toEqual(en.pages.map((p) => p.id));
    const values = (list: unknown) => (list as { value: string }[]).map((o) => o.value);
    expect(values(es.optionLists.yes_no)).toEqual(values(en.optionLists.yes_no));
    expect(es.dataModel).toEqual(en.dataModel);
  });
});

describe('loadPartnerFolder', () => {
  it('returns the config in every language; a text a translation lacks stays in the default one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'admit-languages-'));
    try {
      await cp(BILINGUAL_DIR, dir, { recursive: true });
      const file = join(dir, 'translations/es.json');
      const spanish = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const [missing] = Object.keys(spanish).filter((id) => id.startsWith('partner.json#/name'));
      delete spanish[missing!];
      await writeFile(file, JSON.stringify(spanish, null, 2));
      const { config, configs, warnings } = await loadPartnerFolder(dir);
      expect(configs.en).toEqual(config);
      expect(configs.es!.partner.name).toBe(config.partner.name);
      expect(configs.es!.pages[0]!.title).toBe('Sobre usted');
      expect(warnings.map((w) => w.rule)).toContain('translation-missing');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
