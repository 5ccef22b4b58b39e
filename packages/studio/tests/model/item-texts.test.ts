import { describe, expect, it } from 'vitest';
import { configTree, itemHolding, itemTexts, textsOf } from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files } = await bundledPartner();
const tree = configTree(files);

describe('itemTexts', () => {
  it("lists a question's own texts, with the members leading to each", () => {
    const texts = itemTexts(files, { file: 'pages/about.json', pointer: '/sections/0/children/3' });
    expect(texts.map((t) => [t.id, t.members])).toEqual([
      ['pages/about.json#/sections/personal/children/accented_name_checkbox/label', ['label']],
      ['pages/about.json#/sections/personal/children/accented_name_checkbox/help', ['help']],
    ]);
    expect(texts[0]!.text).toBe(
      (files['pages/about.json'] as { sections: { children: { label: string }[] }[] }).sections[0]!
        .children[3]!.label,
    );
  });

  it("lists a section's and a page's own texts, not those of the questions inside them", () => {
    const section = itemTexts(files, { file: 'pages/about.json', pointer: '/sections/0' }, tree);
    expect(section.map((t) => t.members)).toEqual([['title'], ['description']]);
    const page = itemTexts(files, { file: 'pages/about.json', pointer: '' }, tree);
    expect(page.map((t) => t.pointer)).toContain('/title');
    expect(page.every((t) => !t.pointer.includes('/children/'))).toBe(true);
  });

  it("lists a whole file's texts outside pages (partner.json, an option list)", () => {
    const partner = itemTexts(files, { file: 'partner.json', pointer: '' }, tree);
    expect(partner.map((t) => t.id)).toEqual(
      textsOf(files)
        .filter((t) => t.file === 'partner.json')
        .map((t) => t.id),
    );
    expect(partner[0]!.members).toEqual(['name']);
    const suffixes = itemTexts(files, { file: 'options/suffixes.json', pointer: '' }, tree);
    expect(suffixes[0]!.members).toEqual([
      (files['options/suffixes.json'] as { value: string }[])[0]!.value,
      'label',
    ]);
  });

  it('names the item holding each text, as the tree selects it', () => {
    // Every text of the folder is listed at exactly the item holding it.
    for (const text of textsOf(files).filter((t) => t.file === 'pages/about.json')) {
      const at = itemTexts(files, itemHolding(tree, text), tree);
      expect(at.map((t) => t.id)).toContain(text.id);
    }
    expect(itemHolding(tree, { file: 'options/states.json', pointer: '/3/label' })).toEqual({
      file: 'options/states.json',
      pointer: '',
    });
  });
});
