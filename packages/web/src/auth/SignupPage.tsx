import { useLocation, useNavigate } from 'react-router';
import { useText } from '@admit/react';
import { accountApi } from '../api/account-api.ts';
import { readNavState, successState, withAnswers } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useNavMessage } from '../shell/use-nav-message.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useAuthSubmit } from './use-auth-submit.ts';
import { visitorToken } from './visitor-token.ts';

/**
 * /signup: Sign Up. A visitor's answers are kept on the server and handed to the new account;
 * success goes to /confirm carrying the username.
 */
export function SignupPage() {
  const t = useText();
  const nav = readNavState(useLocation().state);
  const navigate = useNavigate();
  const form = useAuthForm('signup', { username: '', password: '' });
  const { busy, submit } = useAuthSubmit('signup', form, async () => {
    const username = form.values.username!;
    const token = await visitorToken(nav.answers);
    const { message } = await accountApi.signup({
      username,
      password: form.values.password!,
      ...(token ? { token } : {}),
    });
    await navigate(AUTH_ROUTES.confirm, { state: successState(message, nav.answers, username) });
  });
  useNavMessage();

  return (
    <AuthCard
      header={t.text('auth.signup.header')}
      onSubmit={submit}
      busy={busy}
      footer={{
        text: t.text('auth.signup.haveAccount'),
        to: AUTH_ROUTES.login,
        state: withAnswers(nav.answers),
      }}
    >
      <EmailField form={form} />
      <PasswordField form={form} requirements />
    </AuthCard>
  );
}
