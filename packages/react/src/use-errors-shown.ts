import { showsErrors } from '@admit/engine';
import { useFormTopics } from './form-context.tsx';

/** Whether per-field errors and the missing-items summary show: only while validating. */
export const useErrorsShown = (): boolean =>
  useFormTopics(['webStatus'], (s) => showsErrors(s.webStatus));
