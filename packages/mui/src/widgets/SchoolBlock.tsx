import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { schoolText, type PartTexts } from '../format/block-text.ts';
import { PrintField } from '../print/PrintField.tsx';

export interface SchoolBlockProps {
  label?: string | undefined;
  /** Edit: the part inputs (name search first), rendered by the caller. */
  children?: ReactNode;
  /** Print: the answered parts by part name. */
  parts?: PartTexts | undefined;
  print?: boolean | undefined;
}

/** A school: name search, address, city, state, ZIP, CEEB code; prints as "name (Ceeb: code)". */
export function SchoolBlock({ label, children, parts, print }: SchoolBlockProps) {
  const titleId = useId();
  if (print) return <PrintField label={label ?? 'School'} display={schoolText(parts ?? {})} />;
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
