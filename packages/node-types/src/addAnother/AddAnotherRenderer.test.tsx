import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('AddAnotherRenderer', () => {
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
});
