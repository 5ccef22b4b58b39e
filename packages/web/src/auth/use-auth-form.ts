import { AUTH_SUBMIT_FIELDS, validateAuthForm, type AuthFormName } from '@admit/engine';
import { useText } from '@admit/react';
import { useMemo, useState } from 'react';

export interface AuthForm {
  values: Record<string, string>;
  /** The first message of a field, once it has been changed or a submit checked it. */
  error(field: string): string | undefined;
  /** All messages of a field, on the same terms. */
  errors(field: string): string[];
  change(field: string, value: string): void;
  /** Checks the fields a submit checks (spec section 5), shows their errors; true when they pass. */
  checkSubmit(): boolean;
}

/**
 * State and validation of an auth card: every field is checked on every change (errors show for
 * the fields changed so far); a submit checks only the form's submit fields. Messages are in the
 * product's current language. The auth routes install the validators first (loadAuthValidators).
 */
export function useAuthForm(form: AuthFormName, initial: Record<string, string>): AuthForm {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const texts = useText();
  const result = useMemo(() => validateAuthForm(form, values, { texts }), [form, values, texts]);
  const errors = (field: string) => (shown.has(field) ? (result.errors[field] ?? []) : []);
  return {
    values,
    errors,
    error: (field) => errors(field)[0],
    change(field, value) {
      setValues((v) => ({ ...v, [field]: value }));
      setShown((s) => (s.has(field) ? s : new Set([...s, field])));
    },
    checkSubmit() {
      const fields = AUTH_SUBMIT_FIELDS[form];
      setShown((s) => new Set([...s, ...fields]));
      return validateAuthForm(form, values, { fields, texts }).valid;
    },
  };
}
