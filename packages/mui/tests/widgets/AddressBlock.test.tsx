import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
