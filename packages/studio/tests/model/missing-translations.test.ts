import { lintPartnerTexts, splitTranslationGaps } from '@admit/config-lint';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  configTree,
  missingTranslations,
  setAt,
  setTranslation,
  type StudioFiles,
} from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files, lookupColumns } = await bundledPartner();
const MIDDLE = 'pages/about.json#/sections/personal/children/middle_name/label';

/** config-lint's translation gaps in the files, as the studio's worker reports them. */
const gapsOf = (edited: StudioFiles) => {
  const { errors } = lintPartnerTexts('studio', {
    texts: Object.fromEntries(Object.entries(edited).map(([f, v]) => [f, JSON.stringify(v)])),
    lookupColumns,
  });
  return splitTranslationGaps(errors).gaps;
};

const missing = (edited: StudioFiles) =>
  missingTranslations(edited, gapsOf(edited), configTree(edited));

describe('missingTranslations', () => {
  it('lists nothing for a folder complete in every language', () => {
    expect(missing(files)).toEqual([]);
  });

  it("lists a language's missing texts by the item holding them", () => {
    const { files: cleared } = setTranslation(files, 'es', MIDDLE, '', files);
    const added = addNode(
      cleared,
      { file: 'pages/about.json', pointer: '/sections/0/children' },
      'text',
      files,
    ).files;
    const [es, ...others] = missing(added);
    expect(others).toEqual([]);
    expect(es!.language).toBe('es');
    expect(es!.count).toBe(2);
    expect(es!.items.map((i) => [i.item.pointer, i.texts.map((t) => t.pointer)])).toEqual([
      ['/sections/0/children/1', ['/sections/0/children/1/label']],
      [
        expect.stringMatching(/^\/sections\/0\/children\/\d+$/),
        [expect.stringMatching(/\/label$/)],
      ],
    ]);
  });

  it('leaves out a gap the files have filled since config-lint ran', () => {
    const { files: cleared } = setTranslation(files, 'es', MIDDLE, '', files);
    const gaps = gapsOf(cleared);
    const { files: filled } = setTranslation(cleared, 'es', MIDDLE, 'Segundo', files);
    expect(missingTranslations(filled, gaps, configTree(filled))).toEqual([]);
  });

  it('lists every text of a declared language without its file', () => {
    const withVi = setAt(files, { file: 'partner.json', pointer: '/languages' }, [
      'en',
      'es',
      'vi',
    ]);
    const [vi] = missing(withVi);
    expect(vi!.language).toBe('vi');
    expect(vi!.count).toBe(Object.keys(files['translations/es.json'] as object).length);
    expect(vi!.items[0]!.item).toEqual({ file: 'partner.json', pointer: '' });
  });
});
