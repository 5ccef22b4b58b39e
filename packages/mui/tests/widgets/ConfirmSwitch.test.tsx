import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmSwitch } from '../../src/widgets/ConfirmSwitch.tsx';

function Harness({ mode }: { mode: 'button' | 'checkbox' }) {
  const [value, setValue] = useState(false);
  return (
    <ConfirmSwitch
      mode={mode}
      label="I understand"
      value={value}
      onChange={setValue}
      before={<p>before</p>}
      after={<p>after</p>}
    />
  );
}

describe('ConfirmSwitch', () => {
  it('switches to the after content once the button is clicked', async () => {
    render(<Harness mode="button" />);
    expect(screen.getByText('before')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.getByText('after')).toBeTruthy();
    expect(screen.queryByText('before')).toBeNull();
  });

  it('switches back and forth with the check box', async () => {
    render(<Harness mode="checkbox" />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }));
    expect(screen.getByText('after')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }));
    expect(screen.getByText('before')).toBeTruthy();
  });
});
