import { TextWidget } from '@admit/mui';
import { useId } from 'react';
import { useText } from '@admit/react';
import type { AuthForm } from './use-auth-form.ts';

/** Longest e-mail address accepted (RFC 5321), as the server accepts. */
const EMAIL_MAX_LENGTH = 320;

/** The e-mail address (username) of an auth card. */
export function EmailField({ form, label }: { form: AuthForm; label?: string }) {
  const t = useText();
  const id = `username-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <TextWidget
      id={id}
      label={label ?? t.text('auth.email')}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      required
      value={form.values.username ?? ''}
      onChange={(value) => form.change('username', value)}
      error={form.error('username')}
    />
  );
}
