import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** The fieldset of a composite block (address, school): its legend, then its parts in a grid. */
export function BlockFieldset({
  label,
  children,
}: {
  label?: string | undefined;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={label ? titleId : undefined}
      sx={{ border: 0, p: 0, m: 0 }}
    >
      {label && (
        <Typography id={titleId} variant="subtitle1" component="legend">
          {label}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' },
          columnGap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
