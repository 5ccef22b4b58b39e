import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PrintFieldProps {
  id?: string | undefined;
  label: string;
  /** The answer as text; nothing is shown when it is empty (print shows answered fields only). */
  display?: string | undefined;
  /** Richer content instead of `display` (radio options, check lists). */
  children?: ReactNode;
}

/** One question of the staff print view: its label and its answer as read-only text. */
export function PrintField({ id, label, display, children }: PrintFieldProps) {
  if (children === undefined && (display === undefined || display.trim() === '')) return null;
  const labelId = id ? `${id}-label` : undefined;
  return (
    <Box
      id={id}
      className="admit-print-field"
      role="group"
      aria-labelledby={labelId}
      sx={{ mb: 1.5 }}
    >
      <Typography id={labelId} variant="subtitle2" component="div">
        {label}
      </Typography>
      {children ?? (
        <Typography variant="body1" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {display}
        </Typography>
      )}
    </Box>
  );
}
