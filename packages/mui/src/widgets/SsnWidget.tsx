import TextField from '@mui/material/TextField';
import { formatSsn } from '../format/format-ssn.ts';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/** A social-security-style number, stored as 3-2-4 digits separated by hyphens. */
export function SsnWidget(props: FieldWidgetProps<string>) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
  const stored = answerText(value);
  return (
    <TextField
      id={id}
      label={label}
      value={stored}
      onChange={(event) => onChange(formatSsn(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? help}
      disabled={disabled}
      required={required}
      autoComplete="off"
      fullWidth
      margin="normal"
      slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
    />
  );
}
