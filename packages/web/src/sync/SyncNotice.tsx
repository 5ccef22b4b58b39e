import Typography from '@mui/material/Typography';
import { useStore } from 'zustand';
import type { SyncStore } from './sync-state.ts';

/**
 * A polite live region that says what changed because of another tab or device (the form was
 * reloaded, or updated). Always in the page, so screen readers hear each new text.
 */
export function SyncNotice({ sync }: { sync: SyncStore }) {
  const notice = useStore(sync, (s) => s.notice);
  return (
    <Typography role="status" aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
      {notice}
    </Typography>
  );
}
