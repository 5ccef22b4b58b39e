import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { documentApi } from '../api/document-api.ts';
import { GENERIC_ERROR_MESSAGE } from '../api/api-errors.ts';
import { useCachedLoad } from '../api/use-cached-load.ts';
import { PDF_KEY, isPdfBusy, pdfRefreshInterval, usePdfRevision } from './pdf-status.ts';

/** Texts of the PDF download. */
export const PDF_TEXTS = {
  button: 'Download a PDF of your application',
  preparing: 'Preparing your PDF…',
  ready: 'Your PDF is ready and is downloading.',
} as const;

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

/**
 * The whole-application PDF: its status is polled every second while it is being made, then every
 * 10 minutes. A click asks for the status again, shows progress while the PDF is being made and
 * downloads it once it is ready; a failed PDF shows its message. A status that cannot be loaded
 * goes to the error boundary (spec section 9).
 */
export function PdfDownload() {
  const revision = usePdfRevision((s) => s.revision);
  const { data, mutate } = useCachedLoad(PDF_KEY, documentApi.pdf, {
    refreshInterval: pdfRefreshInterval,
  });
  const [wanted, setWanted] = useState(false);
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
  const failed = data?.status === 'FAILED';
  return (
    <Box className="admit-no-print" sx={{ my: 3 }}>
      <Button
        variant="outlined"
        onClick={() => {
          setWanted(true);
          void mutate();
        }}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
      >
        {PDF_TEXTS.button}
      </Button>
      <Typography role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em' }}>
        {busy ? PDF_TEXTS.preparing : ''}
      </Typography>
      {failed && wanted && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {data?.error || data?.message || GENERIC_ERROR_MESSAGE}
        </Alert>
      )}
    </Box>
  );
}
