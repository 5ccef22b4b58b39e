import TextField from '@mui/material/TextField';
import { formatPhone } from '../format/format-phone.ts';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

export interface PhoneWidgetProps extends FieldWidgetProps<string> {
  /** A free-form international number: no US formatting. */
  international?: boolean | undefined;
}

/** A phone number; US numbers format to (ddd) ddd-dddd while the applicant types. */
export function PhoneWidget(props: PhoneWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required, international } = props;
  const stored = answerText(value);
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      value={stored}
      onChange={(event) =>
        onChange(international ? event.target.value : formatPhone(event.target.value))
      }
      error={Boolean(error)}
      helperText={error ?? help}
      disabled={disabled}
      required={required}
      autoComplete="tel"
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: international ? { maxLength: 25 } : { maxLength: 14, inputMode: 'tel' },
      }}
    />
  );
}
