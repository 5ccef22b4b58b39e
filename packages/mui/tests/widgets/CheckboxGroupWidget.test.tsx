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
});
