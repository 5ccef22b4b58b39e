import { shouldSaveLastPage } from '@admit/engine';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applicationApi } from '../api/application-api.ts';
import { errorMessage, isUnauthorizedError } from '../api/api-errors.ts';
import { pageOfPath } from '../partner/partner.ts';
import { useSession } from '../session/session-store.ts';
import { showToast } from '../shell/toast-store.ts';
import type { FormSession } from './form-session.ts';

const report = (error: unknown) => {
  if (!isUnauthorizedError(error)) showToast({ severity: 'error', text: errorMessage(error) });
};

/**
 * What a logged-in applicant's navigation does (spec sections 4 and 6): the answers are saved;
 * while validating, the answers are checked and the problems of the page left are posted; while
 * started or validating, the new path is saved as the last page.
 */
export function usePageChangeEffects(session: FormSession): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const left = previous.current;
    if (left === pathname) return;
    previous.current = pathname;
    if (session.kind !== 'applicant') return;
    const status = useSession.getState().web_status;
    if (status === 'submitted') return;
    session.saveAnswers().catch(report);
    if (status === 'validating') {
      const page = pageOfPath(left);
      session
        .validate()
        .then((result) =>
          page
            ? applicationApi.postValidations(
                page.id,
                result.problems.filter((problem) => problem.pageId === page.id),
              )
            : undefined,
        )
        .catch(report);
    }
    if (status && shouldSaveLastPage(status)) {
      useSession.getState().update({ last_page: pathname });
      applicationApi.putLastPage(pathname).catch(report);
    }
  }, [pathname, session]);
}
