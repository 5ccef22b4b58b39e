import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '@admit/mui';
import { productText, useText } from '@admit/react';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { withAnswers, type NavState } from '../navigation/nav-state.ts';
import type { Answers } from '@admit/engine';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

export interface AuthCardProps {
  /** The card's header (for example "Log In"). */
  header: string;
  onSubmit(): void;
  busy?: boolean;
  /** The submit button's text (default Submit). */
  submitText?: string;
  /** The footer link. */
  footer: { text: string; to: string; state?: NavState };
  /** Extras under the button (Forgot password?, Resend confirmation code?). */
  extras?: ReactNode;
  children?: ReactNode;
}

/** The footer link back to /login, carrying a visitor's answers. */
export const backToLogin = (answers?: Answers): AuthCardProps['footer'] => ({
  text: productText('auth.backToLogin'),
  to: AUTH_ROUTES.login,
  state: withAnswers(answers),
});

/** An auth page's card: header, fields, a submit button and a footer link (spec section 2). */
export function AuthCard({
  header,
  onSubmit,
  busy,
  submitText,
  footer,
  extras,
  children,
}: AuthCardProps) {
  const t = useText();
  useDocumentTitle({ screen: header });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Card variant="outlined" sx={{ maxWidth: 480, mx: 'auto', my: { xs: 1, sm: 4 } }}>
      <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {header}
        </Typography>
        {children}
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
          <SubmitButton loading={Boolean(busy)}>{submitText ?? t.text('form.submit')}</SubmitButton>
        </Box>
        {extras && (
          <Box
            sx={{
              mt: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
            }}
          >
            {extras}
          </Box>
        )}
        <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
          <Link component={RouterLink} to={footer.to} state={footer.state}>
            {footer.text}
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
