import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useRef, type TouchEvent } from 'react';

/** How long a toast stays (spec section 9). */
export const TOAST_DURATIONS = { success: 5000, error: 300000 } as const;
/** Horizontal swipe distance in px that dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastSeverity = keyof typeof TOAST_DURATIONS;

export interface ToastProps {
  open: boolean;
  severity: ToastSeverity;
  message: string;
  /** A label read before the message (for example "Login Card Error"). */
  title?: string | undefined;
  onClose(): void;
}

/** A success or error message that hides itself (success 5 s, error 5 min) or is swiped away. */
export function Toast({ open, severity, message, title, onClose }: ToastProps) {
  const start = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    start.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const x = event.touches[0]?.clientX;
    if (start.current === null || x === undefined) return;
    if (Math.abs(x - start.current) >= TOAST_SWIPE_THRESHOLD) {
      start.current = null;
      onClose();
    }
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATIONS[severity]}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        role={severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {title ? <strong>{title}: </strong> : null}
        {message}
      </Alert>
    </Snackbar>
  );
}
