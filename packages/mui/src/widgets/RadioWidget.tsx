import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { printRadioLayout, type Option } from '@admit/engine';
import { PrintField } from '../print/PrintField.tsx';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';

/** Print markers of the chosen and the other radio options. */
export const RADIO_CHOSEN_MARKER = '(X)';
export const RADIO_OTHER_MARKER = '( )';

export interface RadioWidgetProps extends Omit<FieldWidgetProps<string>, 'onChange'> {
  options: readonly Option[];
  /** The chosen value and its label (stored under `<key>_desc`). */
  onChange(value: string, label: string): void;
}

/** Radio buttons; in print every option is listed with the chosen one marked, in columns past 2 options. */
export function RadioWidget(props: RadioWidgetProps) {
  const { id, label, value, onChange, options, error, help, disabled, required, print } = props;
  const stored = answerText(value);
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  if (print) {
    if (!stored) return null;
    const layout = printRadioLayout(options.length);
    return (
      <PrintField id={id} label={label}>
        <Box
          component="ul"
          data-layout={layout}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: layout === 'columns' ? 'grid' : 'flex',
            gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
            columnGap: 3,
          }}
        >
          {options.map((option) => (
            <li key={option.value} aria-current={option.value === stored ? 'true' : undefined}>
              {option.value === stored ? RADIO_CHOSEN_MARKER : RADIO_OTHER_MARKER} {option.label}
            </li>
          ))}
        </Box>
      </PrintField>
    );
  }
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
