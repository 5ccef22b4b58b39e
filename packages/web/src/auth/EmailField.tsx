import { TextWidget } from '@admit/mui';
import { useId } from 'react';
import type { AuthForm } from './use-auth-form.ts';

/** Longest e-mail address accepted (RFC 5321), as the server accepts. */
const EMAIL_MAX_LENGTH = 320;

/** The e-mail address (username) of an auth card. */
export function EmailField({ form, label = 'Email Address' }: { form: AuthForm; label?: string }) {
  const id = `username-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <TextWidget
      id={id}
      label={label}
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
