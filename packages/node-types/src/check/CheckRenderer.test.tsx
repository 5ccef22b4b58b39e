import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('CheckRenderer', () => {
  it('a required check box in error exposes required, invalid and its error text', () => {
    renderPage([{ type: 'check', key: 'terms_agree', label: 'I agree', required: true }], {
      initial: { webStatus: 'validating', errors: { terms_agree: 'You must agree.' } },
    });
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree.',
    );
  });
});
