import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextareaWidget } from '../../src/widgets/TextareaWidget.tsx';

describe('TextareaWidget', () => {
  it('counts characters against the default limit of 1500', () => {
    render(<TextareaWidget id="essay" label="Essay" value="Hello" onChange={() => {}} />);
    expect(screen.getByText('Character count: 5 / 1500')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Essay' }).getAttribute('maxlength')).toBe('1500');
  });

  it('counts against a question-specific limit while typing', () => {
    render(
      <TextareaWidget id="essay" label="Essay" value="" onChange={() => {}} maxLength={200} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Essay' }), { target: { value: 'abc' } });
    expect(screen.getByText('Character count: 3 / 200')).toBeTruthy();
  });

  it('commits the answer on blur, not on each keystroke', () => {
    const onChange = vi.fn();
    render(<TextareaWidget id="essay" label="Essay" value="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Essay' });
    fireEvent.change(box, { target: { value: 'My story' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('My story');
  });

  it('ties the counter to the input for screen readers', () => {
    render(<TextareaWidget id="essay" label="Essay" value="" onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Essay' });
    expect(box.getAttribute('aria-describedby')).toContain('essay-counter');
  });

  it('shows a stored answer that changed from outside', () => {
    const { rerender } = render(
      <TextareaWidget id="essay" label="Essay" value="Old" onChange={() => {}} />,
    );
    rerender(<TextareaWidget id="essay" label="Essay" value="" onChange={() => {}} />);
    expect((screen.getByRole('textbox', { name: 'Essay' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('is one plain text area of 4 rows, with no hidden copy measured on mount', () => {
    const { container } = render(
      <TextareaWidget id="essay" label="Essay" value="" onChange={() => {}} />,
    );
    const areas = container.querySelectorAll('textarea');
    expect(areas).toHaveLength(1);
    expect(areas[0]!.getAttribute('rows')).toBe('4');
  });
});
