import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES } from '../../src/shell/FormButton.tsx';
import { PreviousButton } from '../../src/shell/PreviousButton.tsx';
import { SaveAndContinueButton } from '../../src/shell/SaveAndContinueButton.tsx';
import { SaveButton } from '../../src/shell/SaveButton.tsx';
import { SubmitButton } from '../../src/shell/SubmitButton.tsx';
import { FullScreenSpinner } from '../../src/shell/FullScreenSpinner.tsx';

describe('form buttons', () => {
  it('have the default texts', () => {
    render(
      <>
        <PreviousButton />
        <SaveButton />
        <SaveAndContinueButton />
        <SubmitButton />
      </>,
    );
    for (const name of ['Previous', 'Save', 'Save and Continue', 'Submit']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('have the default sizes: save 15rem x 3rem, submit 10rem x 3rem', () => {
    expect(BUTTON_SIZES).toEqual({
      save: { width: '15rem', height: '3rem' },
      submit: { width: '10rem', height: '3rem' },
    });
    render(
      <>
        <SaveButton />
        <SubmitButton />
      </>,
    );
    // jsdom resolves rem against a 16px root font size.
    const save = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect([save.width, save.height]).toEqual(['240px', '48px']);
    const submit = getComputedStyle(screen.getByRole('button', { name: 'Submit' }));
    expect([submit.width, submit.height]).toEqual(['160px', '48px']);
  });
});

describe('FullScreenSpinner', () => {
  it('shows a labelled progress indicator', () => {
    render(<FullScreenSpinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
