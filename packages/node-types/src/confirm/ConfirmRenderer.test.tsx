import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('ConfirmRenderer', () => {
  it('switches confirm content once the button is clicked', async () => {
    const { store } = renderPage([
      {
        type: 'confirm',
        key: 'terms_agree',
        mode: 'button',
        label: 'I agree',
        before: [{ type: 'markdown', id: 'terms', markdown: 'Read the terms.' }],
        after: [{ type: 'markdown', id: 'thanks', markdown: 'Thank you.' }],
      },
    ]);
    expect(screen.getByText('Read the terms.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(store.getState().answers.terms_agree).toBe(true);
    expect(screen.getByText('Thank you.')).toBeTruthy();
  });
});
