import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormPage } from '@admit/react';
import { modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { renderForm } from './fixtures.tsx';

const model = modelWith([
  {
    type: 'tabs',
    tabId: 'proof',
    defaultTab: 'upload',
    tabs: [
      {
        value: 'upload',
        label: 'Upload',
        children: [{ type: 'file', key: 'proof_doc', label: 'Proof document' }],
      },
      {
        value: 'essay',
        label: 'Essay',
        children: [{ type: 'text', key: 'proof_essay', label: 'Proof essay' }],
      },
    ],
  },
]);

describe('useTab', () => {
  it('switches tab, clears the leaving tab, deletes its file and saves the choice', async () => {
    const user = userEvent.setup();
    const { services, store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: {
        answers: { proof_doc: 'ANSWERED' },
        documents: { proof_doc: { file_name: 'proof.pdf', file_size: 100 } },
      },
    });
    expect(screen.getByText('proof.pdf')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Essay' }));
    expect(screen.getByLabelText('Proof essay')).toBeTruthy();
    expect(screen.queryByText('proof.pdf')).toBeNull();
    expect(store.getState().answers.proof_doc).toBe('');
    expect(services.documents.remove).toHaveBeenCalledWith('proof_doc');
    expect(services.formState.saveTab).toHaveBeenCalledWith('proof', 'essay');
  });

  it('is blocked by the "File Upload in Progress" dialog while a conversion is busy', async () => {
    const user = userEvent.setup();
    const { services, store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: { answers: { proof_doc: 'ANSWERED' }, conversions: { proof_doc: 'IN_PROGRESS' } },
    });
    await user.click(screen.getByRole('tab', { name: 'Essay' }));
    expect(screen.getByRole('dialog').textContent).toBe(
      'File Upload in Progress: Please wait until the file upload has completed.',
    );
    expect(screen.queryByLabelText('Proof essay')).toBeNull();
    expect(store.getState().answers.proof_doc).toBe('ANSWERED');
    expect(services.formState.saveTab).not.toHaveBeenCalled();
  });

  it('shows only the default tab to a logged-out visitor, whatever was chosen', () => {
    renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      mode: 'loggedOut',
      initial: { tabs: { proof: 'essay' } },
    });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Proof essay')).toBeNull();
    expect(
      screen.getByText('This question can be finished once you have created an account.'),
    ).toBeTruthy();
  });

  it('shows the saved tab when logged in', () => {
    const { store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: { tabs: { proof: 'essay' } },
    });
    expect(screen.getByLabelText('Proof essay')).toBeTruthy();
    act(() => void store.getState().setTab('proof', 'upload'));
    expect(screen.getByLabelText('Proof document')).toBeTruthy();
  });
});
