import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-form.tsx';

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

describe('required and invalid states', () => {
  it('a required radio group in error exposes required, invalid and its error text', () => {
    renderPage(
      [{ type: 'radio', key: 'suspended', label: 'Suspended?', options: 'yes_no', required: true }],
      { initial: { ...errorsShown, errors: { suspended: 'Tell us whether you were suspended.' } } },
    );
    const group = screen.getByRole('radiogroup', { name: /Suspended\?/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Tell us whether you were suspended.');
  });

  it('a radio group without error or requirement claims neither', () => {
    renderPage([{ type: 'radio', key: 'suspended', label: 'Suspended?', options: 'yes_no' }]);
    const group = screen.getByRole('radiogroup', { name: 'Suspended?' });
    expect(group.hasAttribute('aria-required')).toBe(false);
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });

  it('a required check box in error exposes required, invalid and its error text', () => {
    renderPage([{ type: 'check', key: 'legal_agree', label: 'I agree', required: true }], {
      initial: { ...errorsShown, errors: { legal_agree: 'You must agree.' } },
    });
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree.',
    );
  });

  it('a required check-box group in error says required in its legend and is invalid', () => {
    renderPage(
      [
        {
          type: 'checkboxGroup',
          id: 'race',
          label: 'Race',
          required: true,
          items: [
            { key: 'race_asian', label: 'Asian' },
            { key: 'race_white', label: 'White' },
          ],
        },
      ],
      { initial: { ...errorsShown, errors: { race: 'Choose at least one.' } } },
    );
    const group = screen.getByRole('group', { name: 'Race required' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose at least one.',
    );
  });

  it('a question required by a rule is marked required while the rule holds', () => {
    renderPage([
      { type: 'text', key: 'phone_mobile', label: 'Cell Phone' },
      {
        type: 'text',
        key: 'phone_home',
        label: 'Home Phone',
        required: [
          {
            when: { valueKey: 'phone_mobile', operator: 'notAnswered' },
            message: 'Enter a home or cell phone.',
          },
        ],
      },
    ]);
    const home = () => screen.getByRole('textbox', { name: /Home Phone/ }) as HTMLInputElement;
    expect(home().required).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Cell Phone' }), {
      target: { value: '4105550142' },
    });
    expect(home().required).toBe(false);
  });
});

describe('ids', () => {
  it('a check-box group repeats no id and its boxes stay reachable by their anchors', () => {
    renderPage([
      {
        type: 'checkboxGroup',
        id: 'race',
        label: 'Race',
        items: [
          { key: 'race_asian', label: 'Asian' },
          { key: 'race_white', label: 'White' },
        ],
      },
    ]);
    expect(repeatedIds()).toEqual([]);
    expect(document.getElementById('race_white')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'White' }).id).toMatch(/^race_white-/);
  });

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
        { type: 'radio', key: 'suspended', label: 'Suspended?', options: 'yes_no' },
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
