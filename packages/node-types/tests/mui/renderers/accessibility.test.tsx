import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { FormMode } from '@admit/react';
import { renderPage } from '../../../src/test-kit/render-page.tsx';

const page = [
  { type: 'text' as const, key: 'first_name', label: 'First Name', required: true },
  { type: 'text' as const, key: 'essay', label: 'Essay', inputType: 'textarea' as const },
  { type: 'text' as const, key: 'birth_date', label: 'Date of Birth', inputType: 'date' as const },
  { type: 'phone' as const, key: 'phone_home', label: 'Home Phone' },
  { type: 'select' as const, key: 'country', label: 'Country', options: 'countries' },
  { type: 'radio' as const, key: 'suspended', label: 'Suspended?', options: 'answer_yes_no' },
  { type: 'check' as const, key: 'optin', label: 'Send me texts' },
  { type: 'file' as const, key: 'ward_doc_upload', label: 'Court documents' },
  {
    type: 'checkboxGroup' as const,
    id: 'race',
    label: 'Race',
    items: [
      { key: 'race_asian', label: 'Asian' },
      { key: 'race_white', label: 'White' },
    ],
  },
  { type: 'address' as const, id: 'home', label: 'Home Address', prefix: '' },
  {
    type: 'school' as const,
    id: 'high_school',
    label: 'High School',
    prefix: 'hs_',
    category: 'hs_ceeb' as const,
  },
];

const answers = {
  first_name: 'Ada',
  essay: 'Story',
  birth_date: '2008-05-01',
  phone_home: '(410) 555-0142',
  country: 'USA',
  suspended: 'N',
  optin: true,
  race_asian: true,
  city: 'Annapolis',
  hs_name: 'Bay High',
};

/** Serious and critical axe violations (colour contrast needs layout, which jsdom has not). */
async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('accessibility', () => {
  it('the check catches an unlabelled input', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<input type="text">';
    document.body.append(container);
    expect((await seriousViolations(container)).join()).toContain('label');
    container.remove();
  });

  it.each<FormMode>(['edit', 'loggedOut', 'print'])(
    'has no serious or critical axe violations in %s mode',
    async (mode) => {
      const { container } = renderPage(page, {
        mode,
        initial: { answers, errors: { first_name: 'First Name' }, webStatus: 'validating' },
      });
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
