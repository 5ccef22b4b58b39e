import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '@admit/react';

/** A loading spinner covering the whole screen. */
export function FullScreenSpinner({ open = true }: { open?: boolean }) {
  const t = useText();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label={t.text('spinner.label')} />
    </Backdrop>
  );
}
