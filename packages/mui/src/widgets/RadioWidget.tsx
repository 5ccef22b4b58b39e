import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Option } from '@admit/engine';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

export interface RadioWidgetProps extends Omit<FieldWidgetProps<string>, 'onChange'> {
  options: readonly Option[];
  /** The chosen value and its label (stored under `<key>_desc`). */
  onChange(value: string, label: string): void;
}

/** Radio buttons in a row. */
export function RadioWidget(props: RadioWidgetProps) {
  const { id, label, value, onChange, options, error, help, disabled, required } = props;
  const stored = answerText(value);
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const helper = error ?? help;
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      required={required}
      margin="normal"
      fullWidth
    >
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        id={id}
        row
        aria-labelledby={labelId}
        aria-describedby={helper ? helperId : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        name={id}
        value={stored}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next, options.find((option) => option.value === next)?.label ?? '');
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
