// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfState } from '@admit/contract';
import { SWR_OPTIONS, clearCaches } from '../../src/api/swr-config.ts';
import { PdfDownload } from '../../src/form/PdfDownload.tsx';
import { refreshPdfStatus, usePdfRevision } from '../../src/form/pdf-status.ts';
import { ToastHost } from '../../src/shell/ToastHost.tsx';
import { useToasts } from '../../src/shell/toast-store.ts';

const FAILED: PdfState = {
  status: 'FAILED',
  url: '',
  message: 'The PDF of your application could not be made.',
  error: 'The PDF of your application could not be made.',
};

/** GET /api/pdf answers these states in turn, the last one from then on. */
function pdfStates(...states: PdfState[]) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(states.length > 1 ? states.shift() : states[0]), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderDownload = () =>
  render(
    <SWRConfig value={SWR_OPTIONS}>
      <PdfDownload />
      <ToastHost />
    </SWRConfig>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  clearCaches();
  useToasts.getState().close();
  usePdfRevision.setState({ revision: 0 });
});

// Spec section 4: "Whole-application PDF status is polled ...; failed raises an error."
describe('a whole-application PDF that fails', () => {
  it('raises an error toast with its message when its status becomes FAILED, without a click', async () => {
    const fetch = pdfStates({ status: 'IN_PROGRESS', url: '' }, FAILED);
    renderDownload();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => refreshPdfStatus());
    expect((await screen.findByRole('alert')).textContent).toContain(FAILED.message);
  });

  it('says so again when the applicant asks for the PDF that is still failed', async () => {
    const fetch = pdfStates(FAILED);
    renderDownload();
    await screen.findByRole('alert');
    act(() => useToasts.getState().close());
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(
      screen.getByRole('button', { name: 'Download a PDF of your application' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(FAILED.message);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
