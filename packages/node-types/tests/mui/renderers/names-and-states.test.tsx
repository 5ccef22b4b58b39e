import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/test-kit/render-page.tsx';

/** Ids that occur more than once in the document. */
const repeatedIds = (): string[] => {
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
};

/** `aria-*` id references that name no element. */
const danglingReferences = (): string[] =>
  [...document.querySelectorAll('*')].flatMap((element) =>
    ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'aria-activedescendant']
      .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
      .filter((id) => !document.getElementById(id)),
  );

const errorsShown = { webStatus: 'validating' as const };

describe('ids', () => {
  it('a section named like one of its questions keeps the bare name for the question', () => {
    renderPage([{ type: 'text', key: 'main', label: 'Main Street' }]);
    expect(repeatedIds()).toEqual([]);
    expect(document.getElementById('main')?.className).toContain('admit-node');
    expect(screen.getByRole('region', { name: 'Main' }).id).toBe('section-main');
  });

  it('every aria id reference resolves on a page in error', () => {
    renderPage(
      [
        { type: 'text', key: 'first_name', label: 'First Name', required: true },
        { type: 'radio', key: 'suspended', label: 'Suspended?', options: 'answer_yes_no' },
        { type: 'check', key: 'optin', label: 'Send me texts' },
        {
          type: 'checkboxGroup',
          id: 'race',
          label: 'Race',
          items: [{ key: 'race_white', label: 'White' }],
        },
        { type: 'address', id: 'home', label: 'Home Address', prefix: '' },
      ],
      {
        initial: {
          ...errorsShown,
          errors: { first_name: 'First Name', suspended: 'Suspended', optin: 'x', race: 'y' },
        },
      },
    );
    expect(danglingReferences()).toEqual([]);
    expect(repeatedIds()).toEqual([]);
  });
});
