import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { productText, useText } from '@admit/react';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/** Default longest answer of a text area (spec section 9). */
export const TEXTAREA_DEFAULT_LIMIT = 1500;

/** The counter under a text area (spec section 5), in the current language. */
export const characterCountText = (count: number, limit: number): string =>
  // As written, not as a number ("1500", not "1,500").
  productText('textarea.characterCount', { count: String(count), limit: String(limit) });

/** Rows a text area shows before it grows with its text. */
export const TEXTAREA_DEFAULT_ROWS = 4;

/**
 * The text area grows with its text through CSS (`field-sizing: content`, at least `rows` lines;
 * the reader can also drag it taller). MUI's JavaScript autosize measured every text area on
 * mount (a forced layout of the whole page each), which made revealing a branch of essays slow.
 * Where a browser lacks field-sizing, the box keeps its rows and scrolls.
 */
const growSx = (rows: number) => ({
  '& textarea': { fieldSizing: 'content', minHeight: `${rows}lh`, resize: 'vertical' },
});
const GROW_SX = growSx(TEXTAREA_DEFAULT_ROWS);

export interface TextareaWidgetProps extends FieldWidgetProps<string> {
  maxLength?: number | undefined;
  rows?: number | undefined;
}

/**
 * A long text answer. Typing stays local and is committed to the answers on blur, so a long
 * essay does not write the store on every keystroke.
 */
export function TextareaWidget(props: TextareaWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
  const limit = props.maxLength ?? TEXTAREA_DEFAULT_LIMIT;
  const stored = answerText(value);
  const t = useText();
  const [draft, setDraft] = useState(stored);
  const [seen, setSeen] = useState(stored);
  // A stored answer changed from outside (cleared, loaded): show it instead of the draft.
  if (stored !== seen) {
    setSeen(stored);
    setDraft(stored);
  }
  const counterId = `${id}-counter`;
  const helperId = `${id}-helper-text`;
  const helper = error ?? help;
  return (
    <>
      <TextField
        id={id}
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== stored) onChange(draft);
        }}
        error={Boolean(error)}
        helperText={helper}
        disabled={disabled}
        required={required}
        multiline
        rows={props.rows ?? TEXTAREA_DEFAULT_ROWS}
        fullWidth
        margin="normal"
        sx={props.rows === undefined ? GROW_SX : growSx(props.rows)}
        slotProps={{
          // A plain <textarea>: anything else than 'input' keeps MUI's autosize out.
          input: { inputComponent: 'textarea' },
          htmlInput: {
            maxLength: limit,
            'aria-describedby': [helper ? helperId : undefined, counterId]
              .filter(Boolean)
              .join(' '),
          },
        }}
      />
      <FormHelperText id={counterId} aria-live="polite">
        {t.text('textarea.characterCount', {
          count: String([...draft].length),
          limit: String(limit),
        })}
      </FormHelperText>
    </>
  );
}
