import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/test-kit/render-page.tsx';

describe('print mode', () => {
  it('shows answered questions as text and leaves out unanswered ones, with no inputs or buttons', () => {
    renderPage(
      [
        { type: 'text', key: 'first_name', label: 'First Name' },
        { type: 'text', key: 'middle_name', label: 'Middle Name' },
        { type: 'check', key: 'optin', label: 'Send me texts' },
        { type: 'radio', key: 'suspended', label: 'Suspended?', options: 'answer_yes_no' },
        {
          type: 'school',
          id: 'high_school',
          label: 'High School',
          prefix: 'hs_',
          category: 'hs_ceeb',
        },
        { type: 'address', id: 'home', label: 'Home', prefix: '' },
      ],
      {
        mode: 'print',
        initial: {
          answers: {
            first_name: 'Ada',
            optin: true,
            suspended: 'N',
            suspended_desc: 'No',
            hs_name: 'Bay High',
            hs_ceeb: '210001',
            hs_city: 'Easton',
            hs_state: 'Maryland',
            hs_state_desc: 'Maryland',
            address_line_1: '1 Main St',
            city: 'Annapolis',
            state: 'Maryland',
            zip: '21401',
          },
        },
      },
    );
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Middle Name')).toBeNull();
    expect(screen.getByText('(X) No')).toBeTruthy();
    // A school prints as "name (Ceeb: code)"; its address parts print as their own answers.
    const printed = [...document.querySelectorAll('.admit-print-field')].map((field) =>
      [...field.children].map((child) => child.textContent).join(': '),
    );
    expect(printed).toEqual(
      expect.arrayContaining([
        // A ticked check: its label and [X], as the application PDF prints it.
        'Send me texts: [X]',
        'High School: Bay High (Ceeb: 210001)',
        'City: Easton',
        'State/Province: Maryland',
      ]),
    );
    expect(
      printed.filter((text) => text.startsWith('High School') || text.includes('Easton')),
    ).toHaveLength(2);
    expect(screen.getByText('1 Main St, Annapolis, Maryland 21401')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('prints the address parts of a school whose name is empty', () => {
    renderPage(
      [
        {
          type: 'school',
          id: 'high_school',
          label: 'High School',
          prefix: 'hs_',
          category: 'hs_ceeb',
        },
      ],
      { mode: 'print', initial: { answers: { hs_city: 'Easton' } } },
    );
    expect(screen.getByText('Easton')).toBeTruthy();
    expect(screen.queryByText('High School')).toBeNull();
  });
});
