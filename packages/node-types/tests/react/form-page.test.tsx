import { TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormPage } from '@admit/react';
import { renderForm } from './fixtures.tsx';
import { threeSectionPage as model } from './three-section-page.ts';
import { renderLog } from './html-renderers.tsx';

describe('FormPage', () => {
  it('renders each shown section with its anchor, heading and description', () => {
    renderLog.length = 0;
    const { container } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(container.querySelector('section#section-personal h2')?.textContent).toBe('Personal');
    expect(screen.getByText('Tell us about yourself.')).toBeTruthy();
    // The description is markdown: the registry's markdown renderer draws it.
    expect(renderLog).toContain('Markdown:personal-description');
    expect(container.querySelector('section#section-military')).toBeNull();
    expect(screen.getByRole('region', { name: 'Address' })).toBeTruthy();
  });

  it('shows a section once its condition holds', () => {
    const { container } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: { answers: { veteran: true } },
    });
    expect(container.querySelector('section#section-military h2')?.textContent).toBe('Military');
  });

  it('anchors every question, including the parts of a block, at its answer key', () => {
    const { container } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    for (const key of ['first_name', 'nickname', 'home', 'home_city', 'home_zip'])
      expect(container.querySelector(`#${key}`), key).not.toBeNull();
  });

  it('throws for a page the model does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderForm(model, <FormPage pageId="nowhere" />)).toThrow(
      'No page "nowhere" in the form model.',
    );
  });
});
