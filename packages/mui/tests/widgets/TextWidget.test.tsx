import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextWidget } from '../../src/widgets/TextWidget.tsx';

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

  it('prints the answer as text without an input', () => {
    render(<TextWidget id="first" label="First Name" value="Ada" onChange={() => {}} print />);
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.getByText('First Name')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('prints nothing for an empty answer', () => {
    const { container } = render(
      <TextWidget id="first" label="First Name" value="" onChange={() => {}} print />,
    );
    expect(container.textContent).toBe('');
  });
});
