import { create } from 'zustand';
import type { PdfState } from '@admit/contract';
import { isPendingStatus } from '@admit/contract/constants';

/** The SWR key of the whole-application PDF status. */
export const PDF_KEY = 'pdf';

/** PDF status polling (spec section 9): every second while it is being made, then every 10 minutes. */
export const PDF_POLL_BUSY_MS = 1000;
export const PDF_POLL_IDLE_MS = 600_000;

/** Whether the PDF is still being made. */
export const isPdfBusy = (state: PdfState | undefined): boolean =>
  !state || isPendingStatus(state.status);

/** SWR's refresh interval for the PDF status (no status: the last request failed, so wait long). */
export const pdfRefreshInterval = (state: PdfState | undefined): number =>
  state && isPdfBusy(state) ? PDF_POLL_BUSY_MS : PDF_POLL_IDLE_MS;

/** Bumped when answers or documents changed, so the PDF status is asked for again. */
export const usePdfRevision = create<{ revision: number }>(() => ({ revision: 0 }));

/** Asks for the PDF status again (answers or documents changed, so it is being remade). */
export const refreshPdfStatus = (): void =>
  usePdfRevision.setState((s) => ({ revision: s.revision + 1 }));
