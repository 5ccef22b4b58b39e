import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled group of questions. */
export function GroupBlock({
  title,
  children,
}: {
  title?: string | undefined;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={title ? titleId : undefined} sx={{ my: 2 }}>
      {title && (
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}
