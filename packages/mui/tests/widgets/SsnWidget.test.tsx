import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatSsn } from '../../src/format/format-ssn.ts';
import { SsnWidget } from '../../src/widgets/SsnWidget.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return <SsnWidget id="ssn" label="Social Security Number" value={value} onChange={setValue} />;
}

describe('SsnWidget', () => {
  it('stores 3-2-4 digits separated by hyphens', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', {
      name: 'Social Security Number',
    }) as HTMLInputElement;
    await userEvent.type(input, '123456789');
    expect(input.value).toBe('123-45-6789');
  });

  it('formats as far as the digits go', () => {
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123-45-67890')).toBe('123-45-6789');
  });
});
