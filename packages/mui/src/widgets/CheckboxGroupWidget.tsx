import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { isTicked } from './CheckWidget.tsx';

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
    >
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item.key}
            label={item.label}
            control={
              <Checkbox
                id={item.key}
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
