import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormPage } from '@admit/react';
import { modelWith, renderForm } from './fixtures.tsx';
import { renderLog } from './html-renderers.tsx';

const model = modelWith([], {
  sections: [
    {
      id: 'personal',
      title: 'Personal',
      description: 'Tell us about yourself.',
      children: [
        { type: 'text', key: 'first_name', label: 'First name' },
        { type: 'text', key: 'middle_name', label: 'Middle name' },
        { type: 'radio', key: 'has_alias', label: 'Alias?', options: 'yes_no' },
        { type: 'check', key: 'veteran', label: 'Veteran' },
        {
          type: 'group',
          id: 'extra',
          title: 'Extra',
          children: [{ type: 'text', key: 'nickname', label: 'Nickname' }],
        },
        { type: 'markdown', id: 'note', markdown: 'A note' },
      ],
    },
    {
      id: 'military',
      title: 'Military',
      visibleWhen: { valueKey: 'veteran', operator: 'equals', target: true },
      children: [{ type: 'text', key: 'branch', label: 'Branch' }],
    },
    {
      id: 'address',
      title: 'Address',
      children: [{ type: 'address', id: 'home', label: 'Home', prefix: 'home_' }],
    },
  ],
});

describe('FormPage', () => {
  it('renders each shown section with its anchor, heading and description', () => {
    renderLog.length = 0;
    const { container } = renderForm(model, <FormPage pageId="about" />);
    expect(container.querySelector('section#section-personal h2')?.textContent).toBe('Personal');
    expect(screen.getByText('Tell us about yourself.')).toBeTruthy();
    // The description is markdown: the registry's markdown renderer draws it.
    expect(renderLog).toContain('Markdown:personal-description');
    expect(container.querySelector('section#section-military')).toBeNull();
    expect(screen.getByRole('region', { name: 'Address' })).toBeTruthy();
  });

  it('shows a section once its condition holds', () => {
    const { container } = renderForm(model, <FormPage pageId="about" />, {
      initial: { answers: { veteran: true } },
    });
    expect(container.querySelector('section#section-military h2')?.textContent).toBe('Military');
  });

  it('anchors every question, including the parts of a block, at its answer key', () => {
    const { container } = renderForm(model, <FormPage pageId="about" />);
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
