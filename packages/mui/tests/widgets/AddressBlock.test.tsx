import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressText, schoolText } from '@admit/engine';
import { AddressBlock } from '../../src/widgets/AddressBlock.tsx';
import { SchoolBlock } from '../../src/widgets/SchoolBlock.tsx';

describe('AddressBlock', () => {
  it('prints the address as one line of text', () => {
    render(
      <AddressBlock
        label="Permanent Address"
        print
        parts={{
          address_line_1: '1 Main St',
          address_line_2: 'Apt 2',
          city: 'Annapolis',
          state: 'Maryland',
          zip: '21401',
          country: 'United States',
        }}
      />,
    );
    expect(
      screen.getByText('1 Main St, Apt 2, Annapolis, Maryland 21401, United States'),
    ).toBeTruthy();
  });

  it('renders its parts in edit mode', () => {
    render(
      <AddressBlock label="Permanent Address">
        <input aria-label="City" />
      </AddressBlock>,
    );
    expect(screen.getByRole('group', { name: 'Permanent Address' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeTruthy();
  });
});

describe('SchoolBlock', () => {
  it('prints the school as name plus " (Ceeb: code)"', () => {
    render(<SchoolBlock label="High School" print parts={{ name: 'Bay High', ceeb: '210001' }} />);
    expect(screen.getByText('Bay High (Ceeb: 210001)')).toBeTruthy();
  });

  it('skips empty parts; a school is its name and CEEB code only (its address parts print apart)', () => {
    expect(addressText({ city: 'Annapolis', zip: '21401' })).toBe('Annapolis, 21401');
    expect(schoolText({ name: 'Bay High', city: 'Annapolis' })).toBe('Bay High');
    expect(schoolText({ name: 'Bay High', ceeb: '' })).toBe('Bay High');
  });
});
