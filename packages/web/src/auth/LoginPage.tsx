import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { validateResendEmail } from '@admit/engine';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useText } from '@admit/react';
import { accountApi } from '../api/account-api.ts';
import { errorMessage } from '../api/api-errors.ts';
import { clearCaches } from '../api/swr-config.ts';
import { readNavState, successState, withAnswers } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useNavMessage } from '../shell/use-nav-message.ts';
import { DEFAULT_ROUTE, partnerLanguage } from '../partner/partner.ts';
import { reloadAt } from '../shell/reload-at.ts';
import { LOGGED_OUT_SNAPSHOT, useSession } from '../session/session-store.ts';
import { showToast } from '../shell/toast-store.ts';
import { AuthCard } from './AuthCard.tsx';
import { resendErrorTitle } from './auth-toasts.ts';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useAuthSubmit } from './use-auth-submit.ts';
import { visitorToken } from './visitor-token.ts';

/** /login: Log In, with Forgot password? and Resend confirmation code? (spec section 2). */
export function LoginPage() {
  const t = useText();
  const location = useLocation();
  const nav = readNavState(location.state);
  const navigate = useNavigate();
  const form = useAuthForm('login', { username: nav.username ?? '', password: '' });
  const { busy, submit } = useAuthSubmit('login', form, async () => {
    const token = await visitorToken(nav.answers);
    const { language } = await accountApi.login({
      username: form.values.username!,
      password: form.values.password!,
      default_route: DEFAULT_ROUTE,
      ...(token ? { token } : {}),
    });
    clearCaches();
    useSession.setState({ ...LOGGED_OUT_SNAPSHOT, is_logged_in: true });
    // An account kept in another language than this page's: the application opens in it.
    if (language !== partnerLanguage) reloadAt(DEFAULT_ROUTE);
    else await navigate(DEFAULT_ROUTE);
  });
  const [resending, setResending] = useState(false);
  useNavMessage();

  const resend = async () => {
    const username = form.values.username ?? '';
    const problems = validateResendEmail(username, t);
    if (problems.length) {
      showToast({ severity: 'error', title: resendErrorTitle(), text: problems[0]! });
      return;
    }
    setResending(true);
    try {
      const { message } = await accountApi.resendConfirm({ username });
      await navigate(AUTH_ROUTES.confirm, { state: successState(message, nav.answers, username) });
    } catch (error) {
      showToast({ severity: 'error', title: resendErrorTitle(), text: errorMessage(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      header={t.text('auth.login.header')}
      onSubmit={submit}
      busy={busy}
      footer={{
        text: "Don't have an account? Sign Up",
        to: AUTH_ROUTES.signup,
        state: withAnswers(nav.answers),
      }}
      extras={
        <>
          <Link component={RouterLink} to={AUTH_ROUTES.forgot} state={withAnswers(nav.answers)}>
            {t.text('auth.login.forgot')}
          </Link>
          <Button variant="text" size="small" loading={resending} onClick={() => void resend()}>
            {t.text('auth.login.resend')}
          </Button>
        </>
      }
    >
      <EmailField form={form} />
      <PasswordField form={form} />
    </AuthCard>
  );
}
