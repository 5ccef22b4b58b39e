import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/** Default longest answer of a text input (spec section 9). */
export const TEXT_DEFAULT_MAX_LENGTH = 45;

export interface TextWidgetProps extends FieldWidgetProps<string> {
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  /** `password` masks the input. */
  type?: 'text' | 'password' | 'email' | undefined;
  autoComplete?: string | undefined;
  /** The keyboard a phone shows (`decimal`, `numeric`); the full keyboard when absent. */
  inputMode?: 'text' | 'decimal' | 'numeric' | undefined;
  /**
   * A short text after the input, such as the unit of a number ("hours"): shown beside what is
   * typed and read with the input's description.
   */
  suffix?: string | undefined;
}

/**
 * A one-line text answer (max length 45 unless the question says otherwise).
 *
 * The input keeps what is typed itself (MUI's uncontrolled mode), so a keystroke re-renders this
 * widget but none of MUI's parts below it. After each keystroke and answer change, an answer that
 * differs from what the input shows (trimmed or refused by the form, filled by a lookup) is
 * written into it, as a controlled input would: into the focused input directly, otherwise by
 * creating the input anew, so MUI's label sits right.
 */
export function TextWidget(props: TextWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
  const { type, placeholder, autoComplete, maxLength, inputMode, suffix } = props;
  const text = answerText(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const latestOnChange = useRef(onChange);
  const [created, setCreated] = useState({ text, key: 0 });
  // What was last typed: a render after each keystroke checks the answer the form kept for it.
  const [typed, setTyped] = useState(text);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    if (input.ownerDocument.activeElement === input) input.value = text;
    else setCreated((before) => ({ text, key: before.key + 1 }));
  }, [text, typed]);
  return useMemo(
    () => (
      <TextField
        key={created.key}
        id={id}
        label={label}
        defaultValue={created.text}
        inputRef={inputRef}
        onChange={(event) => {
          setTyped(event.target.value);
          latestOnChange.current(event.target.value);
        }}
        error={Boolean(error)}
        helperText={error ?? help}
        disabled={disabled}
        required={required}
        type={type ?? 'text'}
        placeholder={placeholder}
        autoComplete={autoComplete}
        fullWidth
        margin="normal"
        slotProps={{
          htmlInput: {
            maxLength: maxLength ?? TEXT_DEFAULT_MAX_LENGTH,
            inputMode,
            ...(suffix
              ? {
                  'aria-describedby': [error || help ? `${id}-helper-text` : '', `${id}-suffix`]
                    .filter(Boolean)
                    .join(' '),
                }
              : {}),
          },
          input: suffix
            ? {
                // A plain text after the input (MUI's InputAdornment would weigh on the first route).
                endAdornment: (
                  <Typography
                    component="span"
                    id={`${id}-suffix`}
                    color="text.secondary"
                    sx={{ ml: 1, whiteSpace: 'nowrap' }}
                  >
                    {suffix}
                  </Typography>
                ),
              }
            : {},
        }}
      />
    ),
    [
      created,
      id,
      label,
      error,
      help,
      disabled,
      required,
      type,
      placeholder,
      autoComplete,
      maxLength,
      inputMode,
      suffix,
    ],
  );
}
