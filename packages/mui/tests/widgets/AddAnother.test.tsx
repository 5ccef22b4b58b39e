import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/** A group holding its own count, as the store does, with one text field per block. */
function Parents({ min = 1, max = 3 }: { min?: number; max?: number }) {
  const [count, setCount] = useState(min);
  return (
    <AddAnother
      label="Parent {n}"
      buttonText="Add Another Parent"
      blocks={Array.from({ length: count }, (_, index) => (
        <input key={index} aria-label={`Name ${index + 1}`} />
      ))}
      canAdd={count < max}
      onAdd={() => setCount(count + 1)}
      canRemove={count > min}
      onRemove={() => setCount(count - 1)}
    />
  );
}

describe('AddAnother focus and announcements', () => {
  it('moves focus to the new entry and announces it politely', async () => {
    const user = userEvent.setup();
    render(<Parents />);
    await user.click(screen.getByRole('button', { name: 'Add Another Parent' }));
    const heading = screen.getByRole('heading', { name: 'Parent 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Parent 2 added');
  });

  it('offers Remove on the last added entry only, named with the entry', async () => {
    const user = userEvent.setup();
    render(<Parents />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Another Parent' }));
    await user.click(screen.getByRole('button', { name: 'Add Another Parent' }));
    expect(screen.getAllByRole('button', { name: /^Remove/ }).map((b) => b.textContent)).toEqual([
      'Remove Parent 3',
    ]);
  });

  it('removes the entry, moves focus to the previous heading and announces it', async () => {
    const user = userEvent.setup();
    render(<Parents />);
    await user.click(screen.getByRole('button', { name: 'Add Another Parent' }));
    await user.click(screen.getByRole('button', { name: 'Remove Parent 2' }));
    expect(screen.queryByRole('heading', { name: 'Parent 2' })).toBeNull();
    const previous = screen.getByRole('heading', { name: 'Parent 1' });
    await waitFor(() => expect(document.activeElement).toBe(previous));
    expect(screen.getByRole('status').textContent).toBe('Parent 2 removed');
  });

  it('focuses the new section itself when the group has no heading', async () => {
    const user = userEvent.setup();
    function Unlabelled() {
      const [count, setCount] = useState(1);
      return (
        <AddAnother
          blocks={Array.from({ length: count }, (_, i) => (
            <p key={i}>block</p>
          ))}
          canAdd
          onAdd={() => setCount(count + 1)}
        />
      );
    }
    render(<Unlabelled />);
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Entry 2' })),
    );
  });
});
