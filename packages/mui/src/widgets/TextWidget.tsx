import TextField from '@mui/material/TextField';
import { PrintField } from '../print/PrintField.tsx';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/** Default longest answer of a text input (spec section 9). */
export const TEXT_DEFAULT_MAX_LENGTH = 45;

export interface TextWidgetProps extends FieldWidgetProps<string> {
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  /** `password` masks the input. */
  type?: 'text' | 'password' | 'email' | undefined;
  autoComplete?: string | undefined;
}

/** A one-line text answer (max length 45 unless the question says otherwise). */
export function TextWidget(props: TextWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required, print } = props;
  if (print) return <PrintField id={id} label={label} display={answerText(value)} />;
  return (
    <TextField
      id={id}
      label={label}
      value={answerText(value)}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      disabled={disabled}
      required={required}
      type={props.type ?? 'text'}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete}
      fullWidth
      margin="normal"
      slotProps={{ htmlInput: { maxLength: props.maxLength ?? TEXT_DEFAULT_MAX_LENGTH } }}
    />
  );
}
