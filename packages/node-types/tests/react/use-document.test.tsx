import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormPage } from '@admit/react';
import { fakeServices, modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { renderForm } from './fixtures.tsx';

const model = modelWith([{ type: 'file', key: 'transcript', label: 'Transcript' }]);
const file = () => new File(['%PDF'], 'transcript.pdf', { type: 'application/pdf' });

describe('useDocument', () => {
  it('uploads through the document client and marks the answer ANSWERED', async () => {
    const user = userEvent.setup();
    const { services, store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    await user.upload(screen.getByLabelText('Transcript'), file());
    await waitFor(() => expect(store.getState().answers.transcript).toBe('ANSWERED'));
    expect(services.documents.upload).toHaveBeenCalledWith(
      'transcript',
      expect.any(File),
      expect.any(Function),
    );
    expect(store.getState().documents.transcript).toEqual({
      file_name: 'transcript.pdf',
      file_size: 4,
    });
    expect(store.getState().conversions.transcript).toBe('COMPLETED');
  });

  it('clears the answer and the conversion when the upload fails', async () => {
    const user = userEvent.setup();
    const services = fakeServices();
    vi.mocked(services.documents.upload).mockRejectedValue(new Error('Conversion failed'));
    const { store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      services,
      initial: { answers: { transcript: 'ANSWERED' } },
    });
    await user.upload(screen.getByLabelText('Transcript'), file());
    expect((await screen.findByRole('alert')).textContent).toBe('Conversion failed');
    expect(store.getState().answers.transcript).toBe('');
    expect(store.getState().conversions).toEqual({});
    expect(store.getState().documents).toEqual({});
  });

  it('tells a logged-out visitor to create an account', () => {
    renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, { mode: 'loggedOut' });
    expect(
      screen.getByText('This question can be finished once you have created an account.'),
    ).toBeTruthy();
  });
});
