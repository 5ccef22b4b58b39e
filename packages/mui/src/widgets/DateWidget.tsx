import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isValidIsoDate } from '../format/is-valid-iso-date.ts';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/**
 * A date answer stored as YYYY-MM-DD. Only a valid date is saved; anything else (a half-typed or
 * impossible date) clears the answer, as the spec asks. What is typed stays in the field: a date
 * typed one key at a time passes through partial years ("0002-04-12") that must not empty it, so
 * the field shows its own text and only a change of the answer from outside replaces it.
 */
export function DateWidget(props: FieldWidgetProps<string>) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
  const stored = answerText(value);
  const [draft, setDraft] = useState(stored);
  // The answer as this field last wrote or saw it; a different one came from outside.
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    setDraft(stored);
  }
  const commit = (next: string) => {
    setSeen(next);
    if (next !== stored) onChange(next);
  };
  return (
    <TextField
      id={id}
      label={label}
      type="date"
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        commit(isValidIsoDate(text) ? text : '');
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
