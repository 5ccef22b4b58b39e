import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateWidget } from '../../src/widgets/DateWidget.tsx';
import { isValidIsoDate } from '../../src/format/is-valid-iso-date.ts';

const input = () => screen.getByLabelText('Date of Birth') as HTMLInputElement;

describe('DateWidget', () => {
  it('saves a valid date as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<DateWidget id="birth" label="Date of Birth" value="" onChange={onChange} />);
    expect(input().type).toBe('date');
    fireEvent.change(input(), { target: { value: '2008-02-29' } });
    expect(onChange).toHaveBeenCalledWith('2008-02-29');
  });

  it('clears the answer when the date is no longer valid', () => {
    const onChange = vi.fn();
    render(<DateWidget id="birth" label="Date of Birth" value="2008-02-29" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });
});

describe('isValidIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2023-13-01')).toBe(false);
    expect(isValidIsoDate('02/01/2023')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});
