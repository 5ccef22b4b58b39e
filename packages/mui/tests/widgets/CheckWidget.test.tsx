import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckWidget } from '../../src/widgets/CheckWidget.tsx';

describe('CheckWidget', () => {
  it('stores a boolean', async () => {
    const onChange = vi.fn();
    render(<CheckWidget id="agree" label="I agree" value={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles with the space bar', async () => {
    const onChange = vi.fn();
    render(<CheckWidget id="agree" label="I agree" value={true} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('prints [X] when ticked and [ ] when not', () => {
    const { rerender } = render(
      <CheckWidget id="agree" label="I agree" value={true} onChange={() => {}} print />,
    );
    expect(screen.getByText('[X] I agree')).toBeTruthy();
    rerender(<CheckWidget id="agree" label="I agree" value={false} onChange={() => {}} print />);
    expect(screen.getByText('[ ] I agree')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
