import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useText, productText } from '@admit/react';
import { isUnauthorizedError } from '../api/api-errors.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** The screen for an error nothing else handled. A rejected session goes to /login instead. */
export function RootErrorView({ error }: { error: unknown }) {
  const t = useText();
  useDocumentTitle({ screen: t.text('rootError.title') });
  useEffect(() => {
    if (!isUnauthorizedError(error)) console.error('Unhandled error', error);
  }, [error]);
  if (isUnauthorizedError(error))
    return (
      <Navigate
        to={AUTH_ROUTES.login}
        replace
        state={{ message: { severity: 'error', text: productText('error.sessionInvalid') } }}
      />
    );
  return (
    <Box component="main" role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.text('rootError.title')}
      </Typography>
      <Typography>{t.text('rootError.text')}</Typography>
    </Box>
  );
}
