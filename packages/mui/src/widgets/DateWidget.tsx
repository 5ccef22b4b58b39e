import TextField from '@mui/material/TextField';
import { isValidIsoDate } from '../format/is-valid-iso-date.ts';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/**
 * A date answer stored as YYYY-MM-DD. Only a valid date is saved; anything else (a half-typed or
 * impossible date) clears the answer, as the spec asks.
 */
export function DateWidget(props: FieldWidgetProps<string>) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
  const stored = answerText(value);
  return (
    <TextField
      id={id}
      label={label}
      type="date"
      value={stored}
      onChange={(event) => {
        const text = event.target.value;
        onChange(isValidIsoDate(text) ? text : '');
      }}
      error={Boolean(error)}
      helperText={error ?? help}
      disabled={disabled}
      required={required}
      fullWidth
      margin="normal"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
