import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { PdfState } from '@admit/contract';
import { useText, productText } from '@admit/react';
import { documentApi } from '../api/document-api.ts';
import { useCachedLoad } from '../api/use-cached-load.ts';
import { showToast } from '../shell/toast-store.ts';
import { PDF_KEY, isPdfBusy, pdfRefreshInterval, usePdfRevision } from './pdf-status.ts';

/** Starts a download of a URL the server serves as an attachment. */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The error toast of a failed PDF, with the server's message. */
const showFailure = (state: PdfState): void =>
  showToast({
    severity: 'error',
    text: state.error || state.message || productText('error.generic'),
  });

/** "failed raises an error" (spec section 4): an error toast each time the status becomes FAILED. */
function useFailureToast(state: PdfState | undefined): void {
  const last = useRef<PdfState['status'] | undefined>(undefined);
  useEffect(() => {
    if (!state) return;
    if (state.status === 'FAILED' && last.current !== 'FAILED') showFailure(state);
    last.current = state.status;
  }, [state]);
}

/**
 * The whole-application PDF: its status is polled every second while it is being made, then every
 * 10 minutes. A click asks for the status again, shows progress while the PDF is being made and
 * downloads it once it is ready. A status that becomes FAILED raises an error toast; a status that
 * cannot be loaded goes to the error boundary (spec section 9).
 */
export function PdfDownload() {
  const t = useText();
  const revision = usePdfRevision((s) => s.revision);
  const { data, mutate } = useCachedLoad(PDF_KEY, documentApi.pdf, {
    refreshInterval: pdfRefreshInterval,
  });
  const [wanted, setWanted] = useState(false);
  useFailureToast(data);
  useEffect(() => {
    if (revision > 0) void mutate();
  }, [revision, mutate]);
  useEffect(() => {
    if (wanted && data?.status === 'COMPLETED' && data.url) {
      setWanted(false);
      download(data.url);
    }
  }, [wanted, data]);
  const busy = wanted && (isPdfBusy(data) || !data);
  return (
    <Box className="admit-no-print" sx={{ my: 3 }}>
      <Button
        variant="outlined"
        onClick={async () => {
          const before = data?.status;
          setWanted(true);
          const next = await mutate();
          // Still failed: the toast of the change to FAILED is not raised again, so say it now.
          if (before === 'FAILED' && next?.status === 'FAILED') showFailure(next);
        }}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
      >
        {t.text('pdf.button')}
      </Button>
      <Typography role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em' }}>
        {busy ? t.text('pdf.preparing') : ''}
      </Typography>
    </Box>
  );
}
