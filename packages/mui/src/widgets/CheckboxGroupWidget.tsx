import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';
import { isTicked } from './CheckWidget.tsx';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * Said after a required group's legend: ARIA has no required state for a group (and on each box
 * it would mean every box), and MUI's asterisk is hidden from screen readers.
 */
export const GROUP_REQUIRED_TEXT = 'required';

/** One box of a group: its own answer key, label and stored boolean. */
export interface CheckboxGroupItem {
  key: string;
  label: string;
  value: unknown;
}

export interface CheckboxGroupWidgetProps {
  id: string;
  label: string;
  items: readonly CheckboxGroupItem[];
  onChange(key: string, checked: boolean): void;
  error?: string | undefined;
  help?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
}

/** Several check boxes under one label, each storing a boolean under its own key. */
export function CheckboxGroupWidget(props: CheckboxGroupWidgetProps) {
  const { id, label, items, onChange, error, help, disabled, required } = props;
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const helper = error ?? help;
  return (
    <FormControl
      id={id}
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      required={required}
      margin="normal"
      aria-describedby={helper ? helperId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <FormLabel component="legend" id={labelId}>
        {label}
        {required && (
          <Box component="span" sx={visuallyHidden}>
            {` ${GROUP_REQUIRED_TEXT}`}
          </Box>
        )}
      </FormLabel>
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item.key}
            label={item.label}
            control={
              <Checkbox
                // The bare key is the part's anchor (NodeView): the input takes `<key>-<group id>`.
                id={`${item.key}-${id}`}
                checked={isTicked(item.value)}
                onChange={(event) => onChange(item.key, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
