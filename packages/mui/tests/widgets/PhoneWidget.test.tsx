import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/format/format-phone.ts';
import { PhoneWidget } from '../../src/widgets/PhoneWidget.tsx';

function Harness({ international }: { international?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PhoneWidget
      id="phone"
      label="Home Phone"
      value={value}
      onChange={setValue}
      international={international}
    />
  );
}

describe('PhoneWidget', () => {
  it('formats a US number to (ddd) ddd-dddd while typing', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Home Phone' }) as HTMLInputElement;
    await userEvent.type(input, '4105550142');
    expect(input.value).toBe('(410) 555-0142');
  });

  it('drops letters and extra digits', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Home Phone' }) as HTMLInputElement;
    await userEvent.type(input, '410a555b01429');
    expect(input.value).toBe('(410) 555-0142');
  });

  it('leaves an international number as typed', async () => {
    render(<Harness international />);
    const input = screen.getByRole('textbox', { name: 'Home Phone' }) as HTMLInputElement;
    await userEvent.type(input, '+44 20 7946 0958');
    expect(input.value).toBe('+44 20 7946 0958');
  });
});

describe('formatPhone', () => {
  it('formats as far as the digits go', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('4')).toBe('(4');
    expect(formatPhone('410')).toBe('(410');
    expect(formatPhone('4105')).toBe('(410) 5');
    expect(formatPhone('410555')).toBe('(410) 555');
    expect(formatPhone('4105550')).toBe('(410) 555-0');
    expect(formatPhone('(410) 555-0142')).toBe('(410) 555-0142');
  });
});
