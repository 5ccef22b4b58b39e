import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('NumberRenderer', () => {
  it('binds a number to its answer, on the keypad its step and range allow, its unit read with it', () => {
    const { store } = renderPage([
      {
        type: 'number',
        key: 'service_hours',
        label: 'Hours',
        help: 'Last year.',
        unit: 'hours',
        minimum: 0,
        step: 1,
      },
      { type: 'number', key: 'balance', label: 'Balance' },
    ]);
    const hours = screen.getByRole('textbox', { name: 'Hours' });
    expect(hours.getAttribute('inputmode')).toBe('numeric');
    const described = (hours.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Last year.', 'hours']);
    fireEvent.change(hours, { target: { value: ' 120 ' } });
    expect(store.getState().answers.service_hours).toBe('120');
    expect(screen.getByRole('textbox', { name: 'Balance' }).getAttribute('inputmode')).toBe(
      'decimal',
    );
  });
});
