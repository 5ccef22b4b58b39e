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
});
