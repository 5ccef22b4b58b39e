import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-form.tsx';

describe('print mode', () => {
  it('shows answered questions as text and leaves out unanswered ones, with no inputs or buttons', () => {
    renderPage(
      [
        { type: 'text', key: 'first_name', label: 'First Name' },
        { type: 'text', key: 'middle_name', label: 'Middle Name' },
        { type: 'check', key: 'optin', label: 'Send me texts' },
        { type: 'radio', key: 'suspended', label: 'Suspended?', options: 'yes_no' },
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
    expect(screen.getByText('[X] Send me texts')).toBeTruthy();
    expect(screen.getByText('(X) No')).toBeTruthy();
    expect(screen.getByText('Bay High (Ceeb: 210001)')).toBeTruthy();
    expect(screen.getByText('1 Main St, Annapolis, Maryland 21401')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
