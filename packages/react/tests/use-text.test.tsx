import { act, render, screen } from '@testing-library/react';
import { loadProductTexts } from '@admit/texts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENGLISH_PRODUCT_TEXTS,
  TextsProvider,
  currentProductTexts,
  productText,
  productTextsIn,
  setProductLanguage,
  useText,
} from '../src/index.ts';

function Title() {
  const t = useText();
  return (
    <h1 lang={t.language}>
      {t.text('inactivity.title')} / {t.text('sync.conflictHeading', { count: 2 })}
    </h1>
  );
}

describe('the product texts binding', () => {
  afterEach(() => setProductLanguage('en'));

  it('reads English by default, inside React and out', () => {
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe(
      'Still working? / These answers were changed on another device',
    );
    expect(productText('sync.keepLocal', { answer: 'Yes' })).toBe(
      'Keep the answer from this device: Yes',
    );
    expect(currentProductTexts()).toBe(ENGLISH_PRODUCT_TEXTS);
  });

  it('re-renders every reader when the language changes, and loads that language only then', async () => {
    render(<Title />);
    await act(() => setProductLanguage('es'));
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe(
      '¿Sigue trabajando? / Estas respuestas se cambiaron en otro dispositivo',
    );
    expect(heading.getAttribute('lang')).toBe('es');
    expect(productText('sync.conflictHeading', { count: 1 })).toBe(
      'Esta respuesta se cambió en otro dispositivo',
    );
  });

  it('shows a part of the page in another language through a provider', async () => {
    const spanish = productTextsIn('es', await loadProductTexts('es'));
    render(
      <TextsProvider texts={spanish}>
        <Title />
      </TextsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toMatch(/^¿Sigue trabajando\?/);
    expect(productText('inactivity.title')).toBe('Still working?');
  });

  it('falls back to English for a text the language lacks, never a blank', () => {
    const partial = productTextsIn('es', {});
    expect(partial.text('inactivity.title')).toBe('Still working?');
  });
});
