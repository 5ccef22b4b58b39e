import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

/** The widget bound to its own answer, as the form store binds it. */
function StoredDate({ initial = '', saved }: { initial?: string; saved: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateWidget
      id="birth"
      label="Date of Birth"
      value={value}
      onChange={(next) => {
        saved.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DateWidget typed one key at a time', () => {
  it('keeps each partial year on screen while the year is typed', () => {
    const saved: string[] = [];
    render(<StoredDate saved={saved} />);
    for (const step of ['0002-04-12', '0020-04-12', '0200-04-12', '2008-04-12']) {
      fireEvent.change(input(), { target: { value: step } });
      expect(input().value).toBe(step);
    }
    expect(saved.at(-1)).toBe('2008-04-12');
  });

  it('keeps the typed text when an answered date is retyped', () => {
    const saved: string[] = [];
    render(<StoredDate initial="2008-04-12" saved={saved} />);
    fireEvent.change(input(), { target: { value: '0002-04-12' } });
    expect(input().value).toBe('0002-04-12');
    fireEvent.change(input(), { target: { value: '0020-04-12' } });
    expect(input().value).toBe('0020-04-12');
  });

  it('shows an answer changed from outside', () => {
    const { rerender } = render(
      <DateWidget id="birth" label="Date of Birth" value="2008-04-12" onChange={vi.fn()} />,
    );
    rerender(<DateWidget id="birth" label="Date of Birth" value="" onChange={vi.fn()} />);
    expect(input().value).toBe('');
  });
});

describe('isValidIsoDate', () => {
  it('accepts years below 100 as written (no 1900s offset)', () => {
    expect(isValidIsoDate('0002-04-12')).toBe(true);
    expect(isValidIsoDate('0020-02-29')).toBe(true);
    expect(isValidIsoDate('0021-02-29')).toBe(false);
  });

  it('accepts real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2023-13-01')).toBe(false);
    expect(isValidIsoDate('02/01/2023')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});
