import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repeatedIds } from '../test-kit/dom-checks.ts';
import { renderPage } from '../test-kit/render-page.tsx';

const heritage = {
  type: 'checkboxGroup',
  id: 'heritage',
  label: 'Race',
  items: [
    { key: 'heritage_asian', label: 'Asian' },
    { key: 'heritage_white', label: 'White' },
  ],
};

describe('CheckboxGroupRenderer', () => {
  it('a required check-box group in error says required in its legend and is invalid', () => {
    renderPage([{ ...heritage, required: true }], {
      initial: { webStatus: 'validating', errors: { heritage: 'Choose at least one.' } },
    });
    const group = screen.getByRole('group', { name: 'Race required' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose at least one.',
    );
  });

  it('a check-box group repeats no id and its boxes stay reachable by their anchors', () => {
    renderPage([heritage]);
    expect(repeatedIds()).toEqual([]);
    expect(document.getElementById('heritage_white')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'White' }).id).toMatch(/^heritage_white-/);
  });
});
