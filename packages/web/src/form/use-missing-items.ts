import { missingItems } from '@admit/engine';
import { useStoreSelector } from '@admit/react';
import { formModel } from '../partner/partner.ts';
import { useSession } from '../session/session-store.ts';
import { useFormSession } from './form-session.ts';

/** The missing items the summary lists now (none unless the web status is validating). */
export function useMissingItems(): ReturnType<typeof missingItems> {
  const session = useFormSession();
  const status = useSession((s) => s.web_status);
  const problems = useStoreSelector(session.problems, (s) => s.problems);
  return missingItems(formModel, problems, status ?? 'none');
}
