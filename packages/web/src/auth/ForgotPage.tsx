import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { accountApi } from '../api/account-api.ts';
import { readNavState } from '../navigation/nav-state.ts';
import { useNavMessage } from '../shell/use-nav-message.ts';
import { showToast } from '../shell/toast-store.ts';
import { AuthCard, backToLogin } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

/** /forgot: Forgot Password; the server's answer shows as a success message. */
export function ForgotPage() {
  const nav = readNavState(useLocation().state);
  const form = useAuthForm('forgot', { username: nav.username ?? '' });
  const { busy, submit } = useAuthSubmit('forgot', form, async () => {
    const { message } = await accountApi.forgotPassword({ username: form.values.username! });
    showToast({ severity: 'success', text: message });
  });
  useNavMessage();

  return (
    <AuthCard
      header="Forgot Password"
      onSubmit={submit}
      busy={busy}
      footer={backToLogin(nav.answers)}
    >
      <Typography sx={{ mt: 1 }}>
        Enter the email address of your account and we will send you a link to reset your password.
      </Typography>
      <EmailField form={form} />
    </AuthCard>
  );
}
