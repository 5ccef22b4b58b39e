import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../api/api-errors.ts';
import { staffReturnPath } from '../navigation/routes.ts';
import { staffApi, staffLinks } from './staff-api.ts';
import { ssoErrorMessage } from './staff-messages.ts';
import { STAFF_ME_KEY, clearStaffCache, readStaffNavState } from './staff-session.ts';
import { useStaffLoad } from './use-staff-load.ts';
import { STAFF_CONSOLE_NAME, useStaffScreen } from './use-staff-screen.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

/**
 * /staff/sign-in: the e-mail and password of a local staff account, and or single sign-on, as the
 * server offers them; with why the visitor is here (signed out, session ended, a failed single
 * sign-on).
 */
export function StaffSignInPage() {
  const t = STAFF_TEXTS;
  const heading = t.text('staff.signIn.heading');
  useStaffScreen(heading);
  const navigate = useNavigate();
  const nav = readStaffNavState(useLocation().state);
  const [params] = useSearchParams();
  const notice = ssoErrorMessage(params.get('sso_error')) ?? nav.message;
  const options = useStaffLoad('staff/sign-in-options', staffApi.signInOptions);
  const { mutate } = useSWRConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = {
      ...(email.trim() ? {} : { email: t.text('staff.signIn.emailMissing') }),
      ...(password ? {} : { password: t.text('staff.signIn.passwordMissing') }),
    };
    setProblems(missing);
    if (missing.email || missing.password) {
      (missing.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const me = await staffApi.login({ email: email.trim(), password });
      clearStaffCache();
      await mutate(STAFF_ME_KEY, me, { revalidate: false });
      await navigate(staffReturnPath(nav.from), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  const local = options.data?.local ?? false;
  const sso = options.data?.sso ?? false;
  return (
    <Box
      component="main"
      id="main"
      sx={{ px: 2, py: { xs: 2, sm: 6 }, '& h1:focus': { outline: 'none' } }}
    >
      <Card variant="outlined" sx={{ maxWidth: 480, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="p" variant="overline">
            {STAFF_CONSOLE_NAME}
          </Typography>
          <Typography variant="h4" component="h1" gutterBottom>
            {heading}
          </Typography>
          <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
            {notice && (
              <Alert role="none" severity={params.has('sso_error') ? 'error' : 'info'}>
                {notice}
              </Alert>
            )}
          </Box>
          {/* Live regions that are there before their message (an Alert's own role is not). */}
          <Box role="alert">
            {failure && (
              <Alert role="none" severity="error">
                {failure}
              </Alert>
            )}
          </Box>
          {options.error && <Alert severity="error">{errorMessage(options.error)}</Alert>}
          {local && (
            <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 1 }}>
              <TextField
                inputRef={emailInput}
                label={t.text('staff.signIn.email')}
                type="email"
                autoComplete="username"
                required
                fullWidth
                margin="normal"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={Boolean(problems.email)}
                helperText={problems.email}
              />
              <TextField
                inputRef={passwordInput}
                label={t.text('staff.signIn.password')}
                type="password"
                autoComplete="current-password"
                required
                fullWidth
                margin="normal"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={Boolean(problems.password)}
                helperText={problems.password}
              />
              <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
                {t.text('staff.signIn.submit')}
              </Button>
            </Box>
          )}
          {local && sso && <Divider sx={{ my: 3 }}>{t.text('staff.signIn.or')}</Divider>}
          {sso && (
            <Button
              href={staffLinks.ssoStart(staffReturnPath(nav.from))}
              variant={local ? 'outlined' : 'contained'}
            >
              {t.text('staff.signIn.sso')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
