import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabsWidget } from '../../src/widgets/TabsWidget.tsx';

const tabs = [
  { value: 'upload', label: 'Upload' },
  { value: 'write', label: 'Write' },
];

describe('TabsWidget', () => {
  it('switches tab through onChoose', async () => {
    const onChoose = vi.fn(() => ({ blocked: false as const }));
    render(
      <TabsWidget label="Statement" tabs={tabs} chosen="upload" onChoose={onChoose}>
        <p>content</p>
      </TabsWidget>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(onChoose).toHaveBeenCalledWith('write');
    expect(screen.getByRole('tabpanel').textContent).toBe('content');
  });

  it('shows the File Upload in Progress dialog when switching is blocked', async () => {
    const onChoose = vi.fn(() => ({ blocked: true as const }));
    render(<TabsWidget tabs={tabs} chosen="upload" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Upload in Progress' });
    expect(dialog.textContent).toContain('Please wait until the file upload has completed.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows only the chosen tab, without the strip, when choosing is off', () => {
    render(
      <TabsWidget tabs={tabs} chosen="upload" canChoose={false} onChoose={vi.fn()}>
        <p>content</p>
      </TabsWidget>,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });
});
