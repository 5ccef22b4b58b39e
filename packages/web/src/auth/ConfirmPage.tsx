import { CONFIRMATION_CODE_LENGTH } from '@admit/engine';
import { TextWidget } from '@admit/mui';
import { useLocation, useNavigate } from 'react-router';
import { useText } from '@admit/react';
import { accountApi } from '../api/account-api.ts';
import { readNavState, successState } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useNavMessage } from '../shell/use-nav-message.ts';
import { AuthCard, backToLogin } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

/** /confirm: Confirm Your Account with the mailed 6-digit code; success goes to /login. */
export function ConfirmPage() {
  const t = useText();
  const nav = readNavState(useLocation().state);
  const navigate = useNavigate();
  const form = useAuthForm('confirm', { username: nav.username ?? '', code: '' });
  const { busy, submit } = useAuthSubmit('confirm', form, async () => {
    const username = form.values.username!;
    const { message } = await accountApi.confirm({ username, code: form.values.code! });
    await navigate(AUTH_ROUTES.login, { state: successState(message, nav.answers, username) });
  });
  useNavMessage();

  return (
    <AuthCard
      header={t.text('auth.confirm.header')}
      onSubmit={submit}
      busy={busy}
      footer={backToLogin(nav.answers)}
    >
      <EmailField form={form} />
      <TextWidget
        id="confirmation-code"
        label={t.text('auth.confirm.code')}
        required
        autoComplete="one-time-code"
        maxLength={CONFIRMATION_CODE_LENGTH}
        value={form.values.code ?? ''}
        onChange={(value) => form.change('code', value.trim())}
        error={form.error('code')}
        help={t.text('auth.confirm.codeHelp', { length: String(CONFIRMATION_CODE_LENGTH) })}
      />
    </AuthCard>
  );
}
