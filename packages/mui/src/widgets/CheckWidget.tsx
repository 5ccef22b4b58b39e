import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { CHECKED_MARKER, UNCHECKED_MARKER } from '@admit/engine';
import type { FieldWidgetProps } from './field-widget-props.ts';

/** Whether a stored answer counts as ticked (older answers may hold the text "true"). */
export const isTicked = (value: unknown): boolean => value === true || value === 'true';

/** The print marker of a check box: "[X]" or "[ ]". */
export const checkMarker = (value: unknown): string =>
  isTicked(value) ? CHECKED_MARKER : UNCHECKED_MARKER;

export type CheckWidgetProps = FieldWidgetProps<boolean>;

/** A single check box storing true or false; prints as "[X] label" or "[ ] label". */
export function CheckWidget(props: CheckWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required, print } = props;
  if (print) {
    return (
      <Typography id={id} className="admit-print-field" variant="body1" sx={{ mb: 1.5 }}>
        {`${checkMarker(value)} ${label}`}
      </Typography>
    );
  }
  const helperId = `${id}-helper-text`;
  const helper = error ?? help;
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled} margin="dense">
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={id}
            checked={isTicked(value)}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: { 'aria-describedby': helper ? helperId : undefined },
            }}
          />
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
