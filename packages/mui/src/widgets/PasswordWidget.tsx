import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  PASSWORD_MIN_LENGTH,
  passwordRequirementRows,
  type PasswordRequirementState,
  type PasswordRule,
} from '@admit/engine';
import { useText, type ProductTextId } from '@admit/react';
import type { FieldWidgetProps } from './field-widget-props.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** What a screen reader hears after each requirement row (" (not met)"), by the catalogue's id. */
const STATE_TEXT: Record<PasswordRequirementState, ProductTextId | undefined> = {
  inactive: undefined,
  error: 'password.notMet',
  success: 'password.met',
};
/** Each requirement row's text in the catalogue (the engine's English is the same). */
const ROW_TEXT: Record<PasswordRule['id'], ProductTextId> = {
  length: 'password.rule.length',
  uppercase: 'password.rule.uppercase',
  lowercase: 'password.rule.lowercase',
  number: 'password.rule.number',
  special: 'password.rule.special',
  noOuterSpace: 'password.rule.noOuterSpace',
};
const STATE_MARK: Record<PasswordRequirementState, string> = {
  inactive: '•',
  error: '✗',
  success: '✓',
};
const STATE_COLOR: Record<PasswordRequirementState, string> = {
  inactive: 'text.secondary',
  error: 'error.main',
  success: 'success.main',
};

export interface PasswordWidgetProps extends FieldWidgetProps<string> {
  /** Show the new-password requirement rows (sign-up, reset); a login form leaves them out. */
  showRequirements?: boolean | undefined;
  autoComplete?: string | undefined;
}

/** A masked password input with the requirement rows from the engine's password rules. */
export function PasswordWidget(props: PasswordWidgetProps) {
  const { id, label, value, onChange, error, help, disabled, required } = props;
  const showRows = props.showRequirements ?? true;
  const rowsId = `${id}-requirements`;
  const helperId = `${id}-helper-text`;
  const helper = error ?? help;
  const t = useText();
  return (
    <Box>
      <TextField
        id={id}
        label={label}
        type="password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={helper}
        disabled={disabled}
        required={required}
        autoComplete={props.autoComplete ?? 'new-password'}
        fullWidth
        margin="normal"
        slotProps={{
          htmlInput: {
            'aria-describedby': [helper ? helperId : undefined, showRows ? rowsId : undefined]
              .filter(Boolean)
              .join(' '),
          },
        }}
      />
      {showRows && (
        <Box component="ul" id={rowsId} sx={{ listStyle: 'none', pl: 0, m: 0 }}>
          {passwordRequirementRows(value).map((row) => (
            <Box
              component="li"
              key={row.id}
              data-state={row.state}
              sx={{ color: STATE_COLOR[row.state], typography: 'body2' }}
            >
              <span aria-hidden="true">{STATE_MARK[row.state]} </span>
              {t.text(ROW_TEXT[row.id], { min: String(PASSWORD_MIN_LENGTH) })}
              <Box component="span" sx={visuallyHidden}>
                {STATE_TEXT[row.state] && ` ${t.text(STATE_TEXT[row.state]!)}`}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
