import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectWidget } from '../../src/widgets/SelectWidget.tsx';

const options = [
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'VA', label: 'Virginia' },
];

describe('SelectWidget', () => {
  it('reports the chosen value with its label for <key>_desc', async () => {
    const onChange = vi.fn();
    render(
      <SelectWidget id="state" label="State" value="" onChange={onChange} options={options} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Virginia' }));
    expect(onChange).toHaveBeenCalledWith('VA', 'Virginia');
  });

  it('caps the menu at 300px and keeps 100px from the window edges', async () => {
    render(
      <SelectWidget id="state" label="State" value="" onChange={() => {}} options={options} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    const listbox = screen.getByRole('listbox');
    const paper = listbox.closest('.MuiPaper-root') as HTMLElement;
    expect(paper.style.maxHeight).toBe('300px');
  });

  it('jumps to an option by typing and forgets typed letters after 1 second', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(10_000);
    render(
      <SelectWidget id="state" label="State" value="" onChange={() => {}} options={options} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    const listbox = screen.getByRole('listbox');
    await userEvent.keyboard('ma');
    expect(document.activeElement?.textContent).toBe('Maryland');
    now.mockReturnValue(10_900);
    await userEvent.keyboard('s');
    expect(document.activeElement?.textContent).toBe('Massachusetts');
    now.mockReturnValue(12_000);
    await userEvent.keyboard('v');
    expect(document.activeElement?.textContent).toBe('Virginia');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    now.mockRestore();
  });

  it('chooses an option by its typed letters while closed, once focused', async () => {
    const onChange = vi.fn();
    render(
      <SelectWidget id="state" label="State" value="MD" onChange={onChange} options={options} />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.keyboard('v');
    expect(onChange).toHaveBeenCalledWith('VA', 'Virginia');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves 5 options with Page Down and Page Up', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1),
      label: `Option ${i + 1}`,
    }));
    render(<SelectWidget id="n" label="Number" value="1" onChange={() => {}} options={many} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Number' }));
    expect(document.activeElement?.textContent).toBe('Option 1');
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement?.textContent).toBe('Option 6');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(document.activeElement?.textContent).toBe('Option 12');
    await userEvent.keyboard('{PageUp}');
    expect(document.activeElement?.textContent).toBe('Option 7');
  });

  it('shows the message as helper text tied to the input', () => {
    render(
      <SelectWidget
        id="state"
        label="State"
        value=""
        onChange={() => {}}
        options={options}
        error="State"
      />,
    );
    const helper = document.getElementById('state-helper-text');
    expect(helper?.textContent).toBe('State');
  });
});
