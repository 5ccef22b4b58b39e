import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroupWidget } from '../../src/widgets/CheckboxGroupWidget.tsx';

const items = [
  { key: 'race_asian', label: 'Asian', value: true },
  { key: 'race_white', label: 'White', value: false },
];

describe('CheckboxGroupWidget', () => {
  it('labels the group and writes each box under its own key', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroupWidget id="race" label="Race" items={items} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Race' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'White' }));
    expect(onChange).toHaveBeenCalledWith('race_white', true);
  });

  it('prints [X] and [ ] markers for its boxes', () => {
    render(<CheckboxGroupWidget id="race" label="Race" items={items} onChange={() => {}} print />);
    expect(screen.getByText('[X] Asian')).toBeTruthy();
    expect(screen.getByText('[ ] White')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('prints nothing when no box is ticked', () => {
    const none = items.map((item) => ({ ...item, value: false }));
    const { container } = render(
      <CheckboxGroupWidget id="race" label="Race" items={none} onChange={() => {}} print />,
    );
    expect(container.textContent).toBe('');
  });
});
