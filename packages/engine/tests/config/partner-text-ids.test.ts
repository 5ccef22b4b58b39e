import { describe, expect, it } from 'vitest';
import type { PartnerFiles } from '../../src/config/assemble-partner-config.ts';
import {
  COMMON_TEXT_MEMBERS,
  partnerLanguages,
  partnerTexts,
  translatePartnerFiles,
  translationFile,
} from '../../src/config/partner-text-ids.ts';

const MEMBERS = new Set([...COMMON_TEXT_MEMBERS, 'placeholder']);

const partner = {
  $schema: '../schemas/partner.schema.json',
  name: 'Example College',
  shortName: 'EC',
  applicationTitle: 'Application',
  phone: '(555) 555-0100',
  helpEmail: 'help@example.edu',
  address: ['1 Main St', 'Town'],
  privacyPolicyUrl: 'https://example.edu/privacy',
  links: [{ label: 'Home', url: 'https://example.edu' }],
  priorityStatus: { title: 'Priority', items: ['No essay', 'Quick decision'] },
  banners: {
    submitted: { title: 'Thanks, {name}!', body: 'Done.', showPriorityList: true },
    generic: { title: 'Welcome', body: 'Hello.', linkText: 'Log in' },
  },
  helpModal: {
    title: 'Help',
    technicalHelp: 'Write to {email}.',
    pdfReaderUrl: 'https://example.org/reader',
    admissionsContact: 'Call us.',
  },
  privacyModal: { title: 'Privacy', body: 'We keep little.' },
  applicantName: { display: ['first_name'], full: ['first_name'], fallback: 'applicant' },
  requiredMessages: { select: { name: 'Choose {label}' } },
  exportProfiles: [{ name: 'sis', columns: [{ header: 'First name', key: 'first_name' }] }],
  theme: { colors: { primary: { main: '#123456' } } },
};

const page = {
  id: 'start',
  title: 'Start',
  step: 1,
  next: '/next',
  sections: [
    {
      id: 'personal',
      title: 'Personal',
      description: 'About *you*.',
      children: [
        { type: 'text', key: 'first_name', label: 'First Name', placeholder: 'Ada', help: 'Hi' },
        {
          type: 'text',
          key: 'birth_date',
          label: 'Birth date',
          inputType: 'date',
          checks: [
            { type: 'date', message: 'Not a date' },
            { type: 'minLength', value: 2, message: 'Too short' },
          ],
        },
        { type: 'markdown', id: 'note', markdown: 'Read **this**.' },
      ],
    },
    {
      id: 'more',
      title: 'More',
      children: [
        { type: 'text', key: 'city', label: 'City' },
        { type: 'addAnother', buttonId: 'others', prefix: 'other_', children: [] },
      ],
    },
  ],
};

const files = {
  'partner.json': partner,
  'data-model.json': { first_name: { type: 'string', description: 'Staff read this' } },
  'pages/start.json': page,
  'options/suffixes.json': [
    { label: 'Jr.', value: 'jr' },
    { label: 'Either', value: 'a/b~c' },
  ],
  'options/twins.json': [
    { label: 'One', value: 'same' },
    { label: 'Two', value: 'same' },
  ],
  'options/years.json': { type: 'years', count: 3, direction: 'past', blank: '--' },
  'translations/es.json': { 'partner.json#/name': 'Colegio' },
};

const textOf = (id: string) => partnerTexts(files, MEMBERS).find((t) => t.id === id);

describe('partnerTexts', () => {
  it("lists partner.json's applicant-facing texts by path, not its addresses, codes or exports", () => {
    const ids = partnerTexts(files, MEMBERS)
      .filter((t) => t.file === 'partner.json')
      .map((t) => t.id.slice('partner.json#'.length));
    expect(ids).toEqual([
      '/name',
      '/shortName',
      '/applicationTitle',
      '/links/0/label',
      '/priorityStatus/title',
      '/priorityStatus/items/0',
      '/priorityStatus/items/1',
      '/banners/submitted/title',
      '/banners/submitted/body',
      '/banners/generic/title',
      '/banners/generic/body',
      '/banners/generic/linkText',
      '/helpModal/title',
      '/helpModal/technicalHelp',
      '/helpModal/admissionsContact',
      '/privacyModal/title',
      '/privacyModal/body',
      '/applicantName/fallback',
      '/requiredMessages/select/name',
    ]);
  });

  it('names a question by its key, a section by its id and a check by its index', () => {
    expect(textOf('pages/start.json#/sections/personal/children/first_name/label')).toEqual({
      id: 'pages/start.json#/sections/personal/children/first_name/label',
      file: 'pages/start.json',
      pointer: '/sections/0/children/0/label',
      text: 'First Name',
    });
    expect(
      textOf('pages/start.json#/sections/personal/children/birth_date/checks/1/message'),
    ).toMatchObject({
      pointer: '/sections/0/children/1/checks/1/message',
      text: 'Too short',
    });
  });

  it("lists every text member of a page, and not keys, ids, routes, types or a check's value", () => {
    const texts = partnerTexts(files, MEMBERS)
      .filter((t) => t.file === 'pages/start.json')
      .map((t) => t.text);
    expect(texts).toEqual([
      'Start',
      'Personal',
      'About *you*.',
      'First Name',
      'Ada',
      'Hi',
      'Birth date',
      'Not a date',
      'Too short',
      'More',
      'City',
    ]);
  });

  it('leaves out a text member the given members do not name (markdown here)', () => {
    expect(partnerTexts(files, MEMBERS).map((t) => t.text)).not.toContain('Read **this**.');
    expect(partnerTexts(files, new Set([...MEMBERS, 'markdown'])).map((t) => t.text)).toContain(
      'Read **this**.',
    );
  });

  it('names the elements of a list by index when one of them has no name', () => {
    expect(textOf('pages/start.json#/sections/more/children/1/label')).toBeUndefined();
    expect(textOf('pages/start.json#/sections/more/children/0/label')?.text).toBe('City');
  });

  it('names options by value, escaped as a JSON pointer token, and by index when values repeat', () => {
    expect(textOf('options/suffixes.json#/jr/label')?.text).toBe('Jr.');
    expect(textOf('options/suffixes.json#/a~1b~0c/label')).toMatchObject({
      pointer: '/1/label',
      text: 'Either',
    });
    expect(textOf('options/twins.json#/1/label')?.text).toBe('Two');
    expect(textOf('options/years.json#/blank')?.text).toBe('--');
  });

  it('reads no text from the data model or the translations', () => {
    const read = new Set(partnerTexts(files, MEMBERS).map((t) => t.file));
    expect(read).toEqual(
      new Set([
        'partner.json',
        'pages/start.json',
        'options/suffixes.json',
        'options/twins.json',
        'options/years.json',
      ]),
    );
  });

  it('keeps every id and its text when questions, sections and options are reordered', () => {
    const personal = page.sections[0]!;
    const more = page.sections[1]!;
    const reordered: PartnerFiles = {
      ...files,
      'pages/start.json': {
        ...page,
        sections: [more, { ...personal, children: [...personal.children].reverse() }],
      },
      'options/suffixes.json': [...files['options/suffixes.json']].reverse(),
    };
    const texts = (f: PartnerFiles) =>
      partnerTexts(f, MEMBERS)
        .map((t) => `${t.id}=${t.text}`)
        .sort();
    expect(texts(reordered)).toEqual(texts(files));
    expect(
      partnerTexts(reordered, MEMBERS).find((t) => t.id.endsWith('/first_name/label'))?.pointer,
    ).toBe('/sections/1/children/2/label');
  });
});

describe('translatePartnerFiles', () => {
  const translation = {
    'partner.json#/name': 'Colegio de Ejemplo',
    'partner.json#/priorityStatus/items/1': 'Decisión rápida',
    'pages/start.json#/sections/personal/children/first_name/label': 'Nombre',
    'pages/start.json#/sections/personal/children/birth_date/checks/0/message': '   ',
    'options/suffixes.json#/jr/label': 'Hijo',
    'pages/start.json#/sections/personal/children/nobody/label': 'Nadie',
  };

  it('replaces each translated text and keeps the rest in the default language, never blank', () => {
    const out = translatePartnerFiles(files, translation, MEMBERS);
    const texts = Object.fromEntries(partnerTexts(out, MEMBERS).map((t) => [t.id, t.text]));
    expect(texts['partner.json#/name']).toBe('Colegio de Ejemplo');
    expect(texts['partner.json#/priorityStatus/items/1']).toBe('Decisión rápida');
    expect(texts['partner.json#/priorityStatus/items/0']).toBe('No essay');
    expect(texts['pages/start.json#/sections/personal/children/first_name/label']).toBe('Nombre');
    expect(texts['pages/start.json#/sections/personal/children/birth_date/checks/0/message']).toBe(
      'Not a date',
    );
    expect(texts['options/suffixes.json#/jr/label']).toBe('Hijo');
    expect(texts['pages/start.json#/sections/personal/title']).toBe('Personal');
  });

  it('changes no file it is given and shares the files it does not translate', () => {
    const before = JSON.stringify(files);
    const out = translatePartnerFiles(files, translation, MEMBERS);
    expect(JSON.stringify(files)).toBe(before);
    expect(out['pages/start.json']).not.toBe(files['pages/start.json']);
    expect(out['data-model.json']).toBe(files['data-model.json']);
    expect(out['options/years.json']).toBe(files['options/years.json']);
    expect(Object.keys(out)).toEqual(Object.keys(files));
  });

  it('gives the files back as they are for an empty translation', () => {
    expect(translatePartnerFiles(files, {}, MEMBERS)).toEqual(files);
  });
});

describe('partnerLanguages', () => {
  it('is the declared languages, default first, else English', () => {
    expect(partnerLanguages({ languages: ['es', 'en'] })).toEqual(['es', 'en']);
    expect(partnerLanguages({})).toEqual(['en']);
    expect(partnerLanguages({ languages: [] })).toEqual(['en']);
    expect(translationFile('es')).toBe('translations/es.json');
  });
});
