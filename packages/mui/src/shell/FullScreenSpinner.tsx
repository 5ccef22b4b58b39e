import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** A loading spinner covering the whole screen. */
export function FullScreenSpinner({ open = true }: { open?: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}
