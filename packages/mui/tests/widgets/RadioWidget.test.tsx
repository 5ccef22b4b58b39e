import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioWidget } from '../../src/widgets/RadioWidget.tsx';

const yesNo = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

describe('RadioWidget', () => {
  it('reports the chosen value with its label for <key>_desc', async () => {
    const onChange = vi.fn();
    render(
      <RadioWidget
        id="suspended"
        label="Were you suspended?"
        value=""
        onChange={onChange}
        options={yesNo}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Were you suspended?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith('N', 'No');
  });

  it('moves between options with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<RadioWidget id="s" label="Suspended" value="Y" onChange={onChange} options={yesNo} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith('N', 'No');
  });

  it('announces its error', () => {
    render(
      <RadioWidget
        id="s"
        label="Suspended"
        value=""
        onChange={() => {}}
        options={yesNo}
        error="Suspended"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Suspended' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Suspended',
    );
  });
});
