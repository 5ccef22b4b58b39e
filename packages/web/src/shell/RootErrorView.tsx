import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { SESSION_INVALID_MESSAGE } from '@admit/contract/constants';
import { isUnauthorizedError } from '../api/api-errors.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** The root error screen's title and text (spec section 2). */
export const ROOT_ERROR_TITLE = 'Something went wrong.';
export const ROOT_ERROR_TEXT =
  'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.';

/** The screen for an error nothing else handled. A rejected session goes to /login instead. */
export function RootErrorView({ error }: { error: unknown }) {
  useDocumentTitle({ screen: ROOT_ERROR_TITLE });
  useEffect(() => {
    if (!isUnauthorizedError(error)) console.error('Unhandled error', error);
  }, [error]);
  if (isUnauthorizedError(error))
    return (
      <Navigate
        to={AUTH_ROUTES.login}
        replace
        state={{ message: { severity: 'error', text: SESSION_INVALID_MESSAGE } }}
      />
    );
  return (
    <Box component="main" role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {ROOT_ERROR_TITLE}
      </Typography>
      <Typography>{ROOT_ERROR_TEXT}</Typography>
    </Box>
  );
}
