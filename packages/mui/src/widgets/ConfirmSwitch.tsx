import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import { isTicked } from './CheckWidget.tsx';

export interface ConfirmSwitchProps {
  id?: string | undefined;
  mode: 'button' | 'checkbox';
  /** Text of the button or the check box. */
  label: string;
  /** The stored confirmation. */
  value: unknown;
  onChange(confirmed: boolean): void;
  before?: ReactNode;
  after?: ReactNode;
  disabled?: boolean | undefined;
}

/** Shows `before` until the applicant confirms (button click or tick), then `after`. */
export function ConfirmSwitch(props: ConfirmSwitchProps) {
  const { id, mode, label, value, onChange, before, after, disabled } = props;
  const confirmed = isTicked(value);
  return (
    <Box>
      {confirmed ? after : before}
      {mode === 'button' && !confirmed && (
        <Button id={id} variant="contained" disabled={disabled} onClick={() => onChange(true)}>
          {label}
        </Button>
      )}
      {mode === 'checkbox' && (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              id={id}
              checked={confirmed}
              disabled={disabled}
              onChange={(event) => onChange(event.target.checked)}
            />
          }
        />
      )}
    </Box>
  );
}
