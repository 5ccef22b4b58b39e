import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { isTickedAnswer } from '@admit/engine';
import type { FieldWidgetProps } from './field-widget-props.ts';

/** Whether a stored answer counts as ticked (older answers may hold the text "true"). */
export const isTicked = isTickedAnswer;

export type CheckWidgetProps = FieldWidgetProps<boolean>;

/** A single check box storing true or false. */
export function CheckWidget(props: CheckWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
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
              input: {
                'aria-describedby': helper ? helperId : undefined,
                'aria-required': required || undefined,
                'aria-invalid': error ? true : undefined,
              },
            }}
          />
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
