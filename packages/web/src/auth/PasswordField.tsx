import { PasswordWidget } from '@admit/mui';
import { useId } from 'react';
import { useText } from '@admit/react';
import type { AuthForm } from './use-auth-form.ts';

export interface PasswordFieldProps {
  form: AuthForm;
  field?: 'password' | 'confirm_password';
  label?: string;
  /** New passwords show the requirement rows; the login password does not. */
  requirements?: boolean;
  autoComplete?: string;
}

/** A password of an auth card. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useText();
  const { form, field = 'password', label = t.text('auth.password'), requirements = false } = props;
  const id = `${field}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <PasswordWidget
      id={id}
      label={label}
      required
      value={form.values[field] ?? ''}
      onChange={(value) => form.change(field, value)}
      error={form.error(field)}
      showRequirements={requirements}
      autoComplete={props.autoComplete ?? (requirements ? 'new-password' : 'current-password')}
    />
  );
}
