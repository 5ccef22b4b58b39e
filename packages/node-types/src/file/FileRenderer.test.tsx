import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('FileRenderer', () => {
  it('shows the logged-out text on a file question', () => {
    renderPage([{ type: 'file', key: 'court_papers', label: 'Court documents' }], {
      mode: 'loggedOut',
    });
    expect(
      screen.getByText('This question can be finished once you have created an account.'),
    ).toBeTruthy();
  });

  it('uploads through the document client and marks the answer ANSWERED', async () => {
    const { store, services } = renderPage([
      { type: 'file', key: 'court_papers', label: 'Court documents' },
    ]);
    const file = new File(['%PDF'], 'order.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Court documents', { selector: 'input' }), file);
    await waitFor(() => expect(store.getState().answers.court_papers).toBe('ANSWERED'));
    expect(services.documents.upload).toHaveBeenCalled();
    expect(await screen.findByText('order.pdf (4 B)')).toBeTruthy();
  });
});
