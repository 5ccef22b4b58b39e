import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useText } from '@admit/react';
import { accountApi } from '../api/account-api.ts';
import { readNavState, successState } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useNavMessage } from '../shell/use-nav-message.ts';
import { AuthCard, backToLogin } from './AuthCard.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

/** /reset: Reset Password with the mailed link's `username` and `id`; success goes to /login. */
export function ResetPage() {
  const t = useText();
  const [params] = useSearchParams();
  const nav = readNavState(useLocation().state);
  const navigate = useNavigate();
  const username = params.get('username') ?? '';
  const form = useAuthForm('reset', {
    username,
    id: params.get('id') ?? '',
    password: '',
    confirm_password: '',
  });
  const { busy, submit } = useAuthSubmit('reset', form, async () => {
    const { message } = await accountApi.resetPassword({
      username,
      password: form.values.password!,
      confirm_password: form.values.confirm_password!,
      id: form.values.id!,
    });
    await navigate(AUTH_ROUTES.login, { state: successState(message, undefined, username) });
  });
  useNavMessage();
  const idError = form.error('id');

  return (
    <AuthCard
      header={t.text('auth.reset.header')}
      onSubmit={submit}
      busy={busy}
      footer={backToLogin(nav.answers)}
    >
      {username && (
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t.text('auth.reset.intro', { username })}
        </Typography>
      )}
      {idError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {idError}
        </Alert>
      )}
      <PasswordField form={form} label={t.text('auth.reset.newPassword')} requirements />
      <PasswordField
        form={form}
        field="confirm_password"
        label={t.text('auth.reset.confirmPassword')}
        autoComplete="new-password"
      />
    </AuthCard>
  );
}
