import { showsErrors } from '@admit/engine';
import { useFormSelector } from './form-context.tsx';

/** Whether per-field errors and the missing-items summary show: only while validating. */
export const useErrorsShown = (): boolean => useFormSelector((s) => showsErrors(s.webStatus));
