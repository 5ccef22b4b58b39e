import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

const children = [{ type: 'text' as const, key: 'child_name', label: 'Name {n}' }];

const statement = {
  type: 'tabs',
  tabId: 'statement',
  defaultTab: 'upload',
  tabs: [
    {
      value: 'upload',
      label: 'Upload',
      children: [{ type: 'file', key: 'statement_doc', label: 'Statement' }],
    },
    { value: 'write', label: 'Write', children },
  ],
};

describe('TabsRenderer', () => {
  it('blocks a tab switch during an upload with the File Upload in Progress dialog', async () => {
    renderPage([statement], { initial: { conversions: { statement_doc: 'IN_PROGRESS' } } });
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Upload in Progress' });
    expect(dialog.textContent).toContain('Please wait until the file upload has completed.');
  });

  it('switches tabs and saves the choice', async () => {
    const { services } = renderPage([statement]);
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(await screen.findByRole('textbox', { name: 'Name {n}' })).toBeTruthy();
    expect(services.formState.saveTab).toHaveBeenCalledWith('statement', 'write');
  });
});
