import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useText } from '@admit/react';
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
  const t = useText();
  const nav = readNavState(useLocation().state);
  const form = useAuthForm('forgot', { username: nav.username ?? '' });
  const { busy, submit } = useAuthSubmit('forgot', form, async () => {
    const { message } = await accountApi.forgotPassword({ username: form.values.username! });
    showToast({ severity: 'success', text: message });
  });
  useNavMessage();

  return (
    <AuthCard
      header={t.text('auth.forgot.header')}
      onSubmit={submit}
      busy={busy}
      footer={backToLogin(nav.answers)}
    >
      <Typography sx={{ mt: 1 }}>{t.text('auth.forgot.intro')}</Typography>
      <EmailField form={form} />
    </AuthCard>
  );
}
