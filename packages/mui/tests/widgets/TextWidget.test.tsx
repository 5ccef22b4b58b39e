import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextWidget } from '../../src/widgets/TextWidget.tsx';

/** A theme that counts the renders of MUI's input and form control (each reads its default props). */
function countingTheme() {
  const renders = { count: 0 };
  const counted = () => ({
    get defaultProps() {
      renders.count++;
      return {};
    },
  });
  // Set after createTheme, which would copy the getters' values.
  const theme = createTheme();
  theme.components = {
    MuiInputBase: counted(),
    MuiFormControl: counted(),
    MuiInputLabel: counted(),
  };
  return { theme, renders };
}

/** A form that keeps the answer as its parent would, optionally changing what is typed. */
function Answer({ adjust = (text: string) => text }: { adjust?: (text: string) => string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextWidget id="code" label="Code" value={value} onChange={(v) => setValue(adjust(v))} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('Filled')}>
        Fill
      </button>
    </>
  );
}

describe('TextWidget', () => {
  it('limits answers to 45 characters by default', () => {
    render(<TextWidget id="first" label="First Name" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'First Name' }).getAttribute('maxlength')).toBe(
      '45',
    );
  });

  it('takes a question-specific maximum', () => {
    render(<TextWidget id="zip" label="ZIP" value="" onChange={() => {}} maxLength={10} />);
    expect(screen.getByRole('textbox', { name: 'ZIP' }).getAttribute('maxlength')).toBe('10');
  });

  it('reports every change', () => {
    const onChange = vi.fn();
    render(<TextWidget id="first" label="First Name" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), {
      target: { value: 'Ada' },
    });
    expect(onChange).toHaveBeenCalledWith('Ada');
  });

  it('announces its error through aria-describedby', () => {
    render(
      <TextWidget id="first" label="First Name" value="" onChange={() => {}} error="First Name" />,
    );
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('First Name');
  });

  it('is reachable by keyboard', async () => {
    render(<TextWidget id="first" label="First Name" value="" onChange={() => {}} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First Name' }));
  });

  it("re-renders none of MUI's parts while typing", async () => {
    const { theme, renders } = countingTheme();
    render(
      <ThemeProvider theme={theme}>
        <Answer />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.keyboard('a');
    const before = renders.count;
    await userEvent.keyboard('bcd');
    expect(screen.getByRole('status').textContent).toBe('abcd');
    expect(before).toBeGreaterThan(0);
    expect(renders.count).toBe(before);
  });

  it('writes an answer the form changed into the input it is typed in, keeping focus', async () => {
    render(<Answer adjust={(text) => text.trim()} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    await userEvent.click(input);
    await userEvent.keyboard('12 ');
    expect(input.value).toBe('12');
    expect(document.activeElement).toBe(input);
  });

  it('shows an answer filled from outside, with its label raised', async () => {
    render(<Answer />);
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    expect(input.value).toBe('Filled');
    expect(document.querySelector('label')?.getAttribute('data-shrink')).toBe('true');
  });

  /** The text of the elements an input's aria-describedby names, in order. */
  const descriptionOf = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  it('shows a suffix after the input and reads it with the help, on the keyboard asked for', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <TextWidget
        id="hours"
        label="Hours"
        value=""
        onChange={onChange}
        help="Over the last year."
        suffix="hours"
        inputMode="decimal"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Hours' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(descriptionOf(input)).toBe('Over the last year. hours');
    rerender(
      <TextWidget
        id="hours"
        label="Hours"
        value=""
        onChange={onChange}
        error="Too many."
        suffix="hours"
      />,
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Hours' }))).toBe('Too many. hours');
    rerender(<TextWidget id="hours" label="Hours" value="" onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Hours' }).getAttribute('inputmode')).toBeNull();
    expect(screen.queryByText('hours')).toBeNull();
  });
});
