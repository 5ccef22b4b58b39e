// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormPage, TranslationNoticeProvider } from '@admit/react';
import { modelWith, renderInForm, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';

const NOTICE = 'Esta es una traducción. Prevalece la versión en inglés.';

const model = modelWith([], {
  sections: [
    {
      id: 'about',
      title: 'Sobre usted',
      children: [{ type: 'text', key: 'name', label: 'Nombre' }],
    },
    {
      id: 'agreement',
      title: 'Acuerdo legal',
      legal: true,
      children: [{ type: 'check', key: 'agree', label: 'Acepto.' }],
    },
  ],
});

describe('the translation notice of a legal section', () => {
  it('shows under the heading of the legal sections only, as a note', () => {
    renderInForm(
      model,
      <TranslationNoticeProvider value={{ sections: new Set(['agreement']), text: NOTICE }}>
        <FormPage pageId={TEST_PAGE_ID} />
      </TranslationNoticeProvider>,
    );
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([NOTICE]);
    const section = screen.getByRole('region', { name: 'Acuerdo legal' });
    expect(section.contains(notes[0]!)).toBe(true);
    expect(notes[0]!.previousElementSibling?.textContent).toBe('Acuerdo legal');
  });

  it('is not shown without a notice (the governing language)', () => {
    renderInForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(screen.queryAllByRole('note')).toEqual([]);
  });
});
