import Box from '@mui/material/Box';
import type { PageModel } from '@admit/engine';
import { FormButton, PreviousButton, SaveAndContinueButton, SaveButton } from '@admit/mui';
import { useText, productText } from '@admit/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applicationApi } from '../api/application-api.ts';
import { errorMessage, isUnauthorizedError } from '../api/api-errors.ts';
import { hasAnswers } from '../navigation/nav-state.ts';
import { AUTH_ROUTES, COMPLETION_ROUTE } from '../navigation/routes.ts';
import { DEFAULT_ROUTE } from '../partner/partner.ts';
import { useSession } from '../session/session-store.ts';
import { showToast } from '../shell/toast-store.ts';
import { useFormSession } from './form-session.ts';
import { refreshPdfStatus } from './pdf-status.ts';
import { submitApplication } from './submit-application.ts';

type Busy = 'save' | 'next' | 'submit' | null;

/**
 * Previous, Save, Save and Continue and Submit (spec "Navigation rules"). A visitor who filled
 * something in is sent to sign-up with the answers instead of navigating or saving; a visitor who
 * filled nothing in goes where the button leads (Save: the page's configured `save` target).
 */
export function PageButtons({ page }: { page: PageModel }) {
  const session = useFormSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const t = useText();
  const loggedIn = session.kind === 'applicant';

  const run = async (which: Busy, action: () => Promise<void>) => {
    setBusy(which);
    try {
      await action();
    } catch (error) {
      if (!isUnauthorizedError(error)) showToast({ severity: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  /** A visitor with answers goes to sign-up, taking the answers along; true when that happened. */
  const visitorToSignup = (): boolean => {
    if (loggedIn) return false;
    const answers = session.store.getState().answers;
    if (!hasAnswers(answers)) return false;
    void navigate(AUTH_ROUTES.signup, { state: { answers } });
    return true;
  };

  const postPageProblems = async () => {
    const result = await session.validate();
    if (useSession.getState().web_status === 'validating')
      await applicationApi.postValidations(
        page.id,
        result.problems.filter((problem) => problem.pageId === page.id),
      );
  };

  const goTo = (path: string) => {
    if (!visitorToSignup()) void navigate(path);
  };

  const save = () =>
    run('save', async () => {
      if (!loggedIn) return page.save ? goTo(page.save) : void visitorToSignup();
      await session.saveAnswers();
      await postPageProblems();
      refreshPdfStatus();
      showToast({ severity: 'success', text: productText('toast.answersSaved') });
    });

  const next = (target: string) =>
    run('next', async () => {
      if (!loggedIn) return goTo(target);
      await session.validate();
      if (!useSession.getState().has_changed_page)
        useSession.getState().update({ has_changed_page: true });
      await navigate(target);
    });

  const submit = () =>
    run('submit', async () => {
      const outcome = await submitApplication({
        isLoggedIn: loggedIn,
        status: () => useSession.getState().web_status ?? 'none',
        setStatus: session.setWebStatus,
        postStatus: applicationApi.postWebStatus,
        saveAnswers: session.saveAnswers,
        validate: session.validate,
        submit: applicationApi.submit,
      });
      if (outcome.kind === 'signup')
        return void navigate(AUTH_ROUTES.signup, {
          state: { answers: session.store.getState().answers },
        });
      if (outcome.kind === 'invalid') {
        session.showProblems(outcome.problems);
        return void navigate(DEFAULT_ROUTE, { state: { focusErrorSummary: true } });
      }
      await navigate(COMPLETION_ROUTE);
    });

  return (
    <Box
      className="admit-no-print"
      sx={{
        mt: 4,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        '& > *': { flex: { xs: '1 1 100%', sm: '0 1 auto' } },
      }}
    >
      {page.previous ? (
        <PreviousButton disabled={busy !== null} onClick={() => goTo(page.previous!)} />
      ) : (
        <span />
      )}
      <SaveButton loading={busy === 'save'} disabled={busy !== null} onClick={save} />
      {page.next && (
        <SaveAndContinueButton
          loading={busy === 'next'}
          disabled={busy !== null}
          onClick={() => next(page.next!)}
        />
      )}
      {page.submit && (
        <FormButton
          size="submit"
          loading={busy === 'submit'}
          disabled={busy !== null}
          onClick={submit}
        >
          {t.text('form.submit')}
        </FormButton>
      )}
    </Box>
  );
}
