import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressText, schoolText } from '@admit/engine';
import { AddressBlock } from '../../src/widgets/AddressBlock.tsx';

describe('AddressBlock', () => {
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
  it('skips empty parts; a school is its name and CEEB code only (its address parts print apart)', () => {
    expect(addressText({ city: 'Annapolis', zip: '21401' })).toBe('Annapolis, 21401');
    expect(schoolText({ name: 'Bay High', city: 'Annapolis' })).toBe('Bay High');
    expect(schoolText({ name: 'Bay High', ceeb: '' })).toBe('Bay High');
  });
});
