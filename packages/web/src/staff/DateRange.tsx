import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_TEXTS } from './staff-texts.ts';

export interface DateRangeProps {
  /** The group's name ("Submitted"), its legend. */
  legend: string;
  /** The id stem of its two inputs. */
  id: string;
  from: string | undefined;
  to: string | undefined;
  onChange(edge: 'from' | 'to', day: string): void;
}

/** Two day inputs (from, to; both included) in a fieldset named after what they bound. */
export function DateRange({ legend, id, from, to, onChange }: DateRangeProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          id={`${id}-from`}
          label={STAFF_TEXTS.text('staff.dateRange.from')}
          type="date"
          size="small"
          value={from ?? ''}
          onChange={(e) => onChange('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id={`${id}-to`}
          label={STAFF_TEXTS.text('staff.dateRange.to')}
          type="date"
          size="small"
          value={to ?? ''}
          onChange={(e) => onChange('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </Box>
  );
}
