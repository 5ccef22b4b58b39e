import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

const errorsShown = { webStatus: 'validating' as const };

describe('RadioRenderer', () => {
  it('stores a radio answer with its _desc and swaps in the content for the value', async () => {
    const { store } = renderPage([
      {
        type: 'radio',
        key: 'was_suspended',
        label: 'Were you suspended?',
        options: 'answer_yes_no',
        contentByValue: {
          Y: [{ type: 'text', key: 'suspension_comment', label: 'Please explain' }],
        },
      },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Please explain' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(store.getState().answers).toMatchObject({
      was_suspended: 'Y',
      was_suspended_desc: 'Yes',
    });
    expect(screen.getByRole('textbox', { name: 'Please explain' })).toBeTruthy();
  });

  it('a required radio group in error exposes required, invalid and its error text', () => {
    renderPage(
      [
        {
          type: 'radio',
          key: 'was_suspended',
          label: 'Suspended?',
          options: 'answer_yes_no',
          required: true,
        },
      ],
      {
        initial: {
          ...errorsShown,
          errors: { was_suspended: 'Tell us whether you were suspended.' },
        },
      },
    );
    const group = screen.getByRole('radiogroup', { name: /Suspended\?/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Tell us whether you were suspended.');
  });

  it('a radio group without error or requirement claims neither', () => {
    renderPage([
      { type: 'radio', key: 'was_suspended', label: 'Suspended?', options: 'answer_yes_no' },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Suspended?' });
    expect(group.hasAttribute('aria-required')).toBe(false);
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });
});
