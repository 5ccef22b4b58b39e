import { describe, expect, it } from 'vitest';
import { filesInLanguage, setTranslation, valueAt } from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files } = await bundledPartner();
const middle = { file: 'pages/about.json', pointer: '/sections/0/children/1/label' };
const MIDDLE = 'pages/about.json#/sections/personal/children/middle_name/label';

describe('filesInLanguage', () => {
  it('gives the default language as it is, and another language translated', () => {
    expect(filesInLanguage(files, 'en', 'en')).toBe(files);
    const es = filesInLanguage(files, 'es', 'en');
    expect(valueAt(es, middle)).toBe('Segundo nombre');
    expect(valueAt(es, { file: 'partner.json', pointer: '/name' })).toBe(
      valueAt(files, { file: 'partner.json', pointer: '/name' }),
    );
  });

  it('shows a text the language lacks in the default language, never blank', () => {
    const { files: cleared } = setTranslation(files, 'es', MIDDLE, '', files);
    expect(valueAt(filesInLanguage(cleared, 'es', 'en'), middle)).toBe('Middle Name');
  });

  it('gives a language without its translations file as the default', () => {
    expect(filesInLanguage(files, 'vi', 'en')).toBe(files);
  });
});
