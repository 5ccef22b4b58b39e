import type { AuthFormName } from '@admit/engine';
import { useState } from 'react';
import { errorMessage } from '../api/api-errors.ts';
import { showToast } from '../shell/toast-store.ts';
import { authCardErrorTitle } from './auth-toasts.ts';
import type { AuthForm } from './use-auth-form.ts';

/**
 * An auth card's submit: checks the submit fields, then runs the request with a busy flag; a
 * failure shows the card's error toast.
 */
export function useAuthSubmit(form: AuthFormName, fields: AuthForm, action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!fields.checkSubmit()) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showToast({
        severity: 'error',
        title: authCardErrorTitle(form),
        text: errorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit: () => void submit() };
}
