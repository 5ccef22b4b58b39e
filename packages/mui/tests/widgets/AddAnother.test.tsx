import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddAnother } from '../../src/widgets/AddAnother.tsx';

describe('AddAnother', () => {
  it('shows its blocks and adds one with the Add Another button', async () => {
    const onAdd = vi.fn();
    render(
      <AddAnother
        label="Child {n}"
        blocks={[<p key="1">one</p>, <p key="2">two</p>]}
        canAdd
        onAdd={onAdd}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Child 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('disables the button when no block can be added (logged out or at the maximum)', () => {
    render(<AddAnother blocks={[]} canAdd={false} onAdd={vi.fn()} />);
    expect(
      (screen.getByRole('button', { name: 'Add Another' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
