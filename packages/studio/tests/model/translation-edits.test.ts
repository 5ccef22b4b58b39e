import { describe, expect, it } from 'vitest';
import {
  carryTranslations,
  itemTexts,
  moveBy,
  removeItem,
  replaceItem,
  setDefaultText,
  setTranslation,
  translationOf,
  valueAt,
  type StudioFiles,
} from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files } = await bundledPartner();
const ES = 'translations/es.json';
const MIDDLE = 'pages/about.json#/sections/personal/children/middle_name/label';
const FIRST = 'pages/about.json#/sections/personal/children/first_name/label';
const LAST = 'pages/about.json#/sections/personal/children/last_name/label';
const entries = (edited: StudioFiles) => Object.keys(edited[ES] as object);

describe('setDefaultText', () => {
  it('changes the text where it is written, the value the node form edits', () => {
    const [label] = itemTexts(files, {
      file: 'pages/about.json',
      pointer: '/sections/0/children/1',
    });
    const { files: edited } = setDefaultText(files, label!, 'Second Name');
    expect(
      valueAt(edited, { file: 'pages/about.json', pointer: '/sections/0/children/1/label' }),
    ).toBe('Second Name');
    expect(edited[ES]).toBe(files[ES]);
  });
});

describe('setTranslation', () => {
  it("changes a translation in place, and leaves the other files' objects as they were", () => {
    const { files: edited } = setTranslation(files, 'es', MIDDLE, 'Segundo nombre (SN)', files);
    expect(translationOf(edited, 'es', MIDDLE)).toBe('Segundo nombre (SN)');
    expect(entries(edited)).toEqual(entries(files));
    expect(edited['pages/about.json']).toBe(files['pages/about.json']);
  });

  it('removes the entry when cleared (a gap again), and puts a new one back among its neighbours', () => {
    const { files: cleared } = setTranslation(files, 'es', MIDDLE, '  ', files);
    expect(translationOf(cleared, 'es', MIDDLE)).toBeUndefined();
    expect(Object.hasOwn(cleared[ES] as object, MIDDLE)).toBe(false);
    const { files: again } = setTranslation(cleared, 'es', MIDDLE, 'Segundo', files);
    const keys = entries(again);
    expect(keys.indexOf(MIDDLE)).toBe(keys.indexOf(FIRST) + 1);
    expect(keys.indexOf(LAST)).toBe(keys.indexOf(MIDDLE) + 1);
    expect(keys).toHaveLength(entries(files).length);
  });

  it('changes nothing for the same text, or for clearing a text that has none', () => {
    const same = setTranslation(files, 'es', MIDDLE, 'Segundo nombre', files);
    expect(same.files).toBe(files);
    const { files: cleared } = setTranslation(files, 'es', MIDDLE, '', files);
    expect(setTranslation(cleared, 'es', MIDDLE, '', files).files).toBe(cleared);
  });

  it('makes the file of a language that has none, and removes it again when emptied', () => {
    const { files: made } = setTranslation(files, 'vi', FIRST, 'Tên', files);
    expect(made['translations/vi.json']).toEqual({ [FIRST]: 'Tên' });
    const { files: emptied } = setTranslation(made, 'vi', FIRST, '', files);
    expect(Object.hasOwn(emptied, 'translations/vi.json')).toBe(false);
    // A file the folder had stays, empty.
    const { files: kept } = setTranslation(made, 'vi', FIRST, '', made);
    expect(kept['translations/vi.json']).toEqual({});
  });
});

describe('carryTranslations', () => {
  const about = { file: 'pages/about.json', pointer: '/sections/0/children/1' };
  const middle = valueAt(files, about) as Record<string, unknown>;

  it("moves a question's translations to its new id when its key is renamed, in the same place", () => {
    const renamed = replaceItem(files, about, { ...middle, key: 'second_name' }, files).files;
    const carried = carryTranslations(files, renamed);
    const id = MIDDLE.replace('middle_name', 'second_name');
    expect(translationOf(carried, 'es', id)).toBe('Segundo nombre');
    expect(translationOf(carried, 'es', MIDDLE)).toBeUndefined();
    expect(entries(carried).indexOf(id)).toBe(entries(files).indexOf(MIDDLE));
  });

  it('moves no translation when questions move, or when one is removed', () => {
    const moved = moveBy(files, about, 1).files;
    expect(carryTranslations(files, moved)).toBe(moved);
    const removed = removeItem(files, about, files).files;
    expect(carryTranslations(files, removed)).toBe(removed);
  });
});
