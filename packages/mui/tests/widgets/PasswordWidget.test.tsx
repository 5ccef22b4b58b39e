import { TextsProvider, productTextsIn } from '@admit/react';
import { loadProductTexts } from '@admit/texts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordWidget } from '../../src/widgets/PasswordWidget.tsx';

const states = () =>
  Object.fromEntries(
    [...document.querySelectorAll('li[data-state]')].map((row) => [
      row.textContent?.replace(/^\S+ /, '').replace(/ \((not )?met\)$/, ''),
      row.getAttribute('data-state'),
    ]),
  );

describe('PasswordWidget', () => {
  it('masks the input and labels it', () => {
    render(<PasswordWidget id="pw" label="Password" value="" onChange={() => {}} />);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
  });

  it('shows every requirement row inactive while the password is empty', () => {
    render(<PasswordWidget id="pw" label="Password" value="" onChange={() => {}} />);
    expect(Object.values(states())).toEqual(Array(6).fill('inactive'));
  });

  it('marks violated rules as errors and kept rules as successes', () => {
    render(<PasswordWidget id="pw" label="Password" value="abc" onChange={() => {}} />);
    expect(states()).toEqual({
      'At least 12 characters': 'error',
      'An uppercase letter': 'error',
      'A lowercase letter': 'success',
      'A number': 'error',
      'A special character': 'error',
      'No spaces at the start or end': 'success',
    });
  });

  it("reads each row and its state in the catalogue's language", async () => {
    render(
      <TextsProvider texts={productTextsIn('es', await loadProductTexts('es'))}>
        <PasswordWidget id="pw" label="Contraseña" value="abc" onChange={() => {}} />
      </TextsProvider>,
    );
    const rows = [...document.querySelectorAll('li[data-state]')].map((row) => row.textContent);
    expect(rows[0]).toBe('✗ Al menos 12 caracteres (no se cumple)');
    expect(rows[2]).toBe('✓ Una letra minúscula (se cumple)');
  });

  it('shows all rows as successes for a strong password', () => {
    render(<PasswordWidget id="pw" label="Password" value="Str0ng!Passw0rd" onChange={() => {}} />);
    expect(Object.values(states())).toEqual(Array(6).fill('success'));
  });

  it('ties the rows to the input for screen readers', () => {
    render(<PasswordWidget id="pw" label="Password" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(
      'pw-requirements',
    );
  });

  it('hides the state text for screen readers in a 1px box, not a full-width one', () => {
    render(<PasswordWidget id="pw" label="Password" value="abc" onChange={() => {}} />);
    const hidden = document.querySelector('li[data-state] > span:not([aria-hidden])')!;
    expect(getComputedStyle(hidden).width).toBe('1px');
  });
});
