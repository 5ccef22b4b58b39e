import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-form.tsx';

const children = [{ type: 'text' as const, key: 'child_name', label: 'Name {n}' }];

describe('block renderers', () => {
  it('adds an add-another block and saves the count', async () => {
    const { services } = renderPage([
      {
        type: 'addAnother',
        buttonId: 'children',
        prefix: 'child_',
        max: 3,
        children: [{ type: 'text', key: 'name', label: 'Name {n}' }],
      },
    ]);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(2));
    expect(services.formState.saveAddAnother).toHaveBeenCalledWith('children', 2);
  });

  it('disables Add Another for logged-out visitors', () => {
    renderPage(
      [
        {
          type: 'addAnother',
          buttonId: 'children',
          prefix: 'child_',
          children: [{ type: 'text', key: 'name', label: 'Name' }],
        },
      ],
      { mode: 'loggedOut' },
    );
    expect(
      (screen.getByRole('button', { name: 'Add Another' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('blocks a tab switch during an upload with the File Upload in Progress dialog', async () => {
    renderPage(
      [
        {
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
        },
      ],
      { initial: { conversions: { statement_doc: 'IN_PROGRESS' } } },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Upload in Progress' });
    expect(dialog.textContent).toContain('Please wait until the file upload has completed.');
  });

  it('switches tabs and saves the choice', async () => {
    const { services } = renderPage([
      {
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
      },
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(await screen.findByRole('textbox', { name: 'Name {n}' })).toBeTruthy();
    expect(services.formState.saveTab).toHaveBeenCalledWith('statement', 'write');
  });

  it('switches confirm content once the button is clicked', async () => {
    const { store } = renderPage([
      {
        type: 'confirm',
        key: 'legal_agree',
        mode: 'button',
        label: 'I agree',
        before: [{ type: 'markdown', id: 'terms', markdown: 'Read the terms.' }],
        after: [{ type: 'markdown', id: 'thanks', markdown: 'Thank you.' }],
      },
    ]);
    expect(screen.getByText('Read the terms.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(store.getState().answers.legal_agree).toBe(true);
    expect(screen.getByText('Thank you.')).toBeTruthy();
  });
});
