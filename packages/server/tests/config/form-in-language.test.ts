import { describe, expect, it } from 'vitest';
import ES from '../../../../partner-config/translations/es.json' with { type: 'json' };
import { formInLanguage } from '../../src/config/form-in-language.ts';
import { configHash, formVersion, versionHash } from '../../src/config/form-version.ts';
import { readConfigVersion, recordConfigVersion } from '../../src/store/config-versions.ts';
import { BACKENDS, migratedDatabase, testPartner } from '../helpers/test-app.ts';

const es = ES as Record<string, string>;
const ABOUT_TITLE = es['pages/about.json#/title'];

describe('formInLanguage', () => {
  it('compiles a declared language once, with its texts and the same keys', async () => {
    const partner = await testPartner();
    const spanish = formInLanguage(partner, 'es');
    expect(spanish.language).toBe('es');
    expect(spanish.model.pages.find((p) => p.id === 'about')?.title).toBe(ABOUT_TITLE);
    expect(spanish.model.fields.map((f) => f.key)).toEqual(partner.model.fields.map((f) => f.key));
    expect(formInLanguage(partner, 'es')).toBe(spanish);
  });

  it('reads the default language, or one the version lacks, through the version itself', async () => {
    const partner = await testPartner();
    for (const language of ['en', 'fr', '']) {
      const form = formInLanguage(partner, language);
      expect([form.language, form.model, form.validate]).toEqual([
        'en',
        partner.model,
        partner.validate,
      ]);
    }
  });
});

describe('versionHash', () => {
  it('is the config hash of a partner with only its default language', async () => {
    const { config } = await testPartner();
    expect(versionHash(config, { en: config })).toBe(configHash(config));
  });

  it('changes when only a translation changes', async () => {
    const { config, configs } = await testPartner();
    const retranslated = structuredClone(configs.es!);
    retranslated.partner.applicationTitle = 'Otra traducción';
    expect(versionHash(config, { ...configs, es: retranslated })).not.toBe(
      versionHash(config, configs),
    );
  });
});

describe.each(BACKENDS)('a config version on %s', (backend) => {
  it('is kept with its translations and read back in every language', async () => {
    const database = await migratedDatabase(backend);
    try {
      const partner = await testPartner();
      await recordConfigVersion(database.db, partner, Date.now());
      const stored = await readConfigVersion(database.db, partner.hash);
      expect(Object.keys(stored!.configs)).toEqual(['en', 'es']);
      const version = formVersion(stored!.config, stored!.configs, partner.hash);
      const spanish = formInLanguage(version, 'es');
      expect(spanish.model.pages.find((p) => p.id === 'about')?.title).toBe(ABOUT_TITLE);
    } finally {
      await database.drop();
    }
  });
});
