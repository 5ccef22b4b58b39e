import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { addressText, type PartTexts } from '../format/block-text.ts';
import { PrintField } from '../print/PrintField.tsx';

export interface AddressBlockProps {
  label?: string | undefined;
  /** Edit: the part inputs, rendered by the caller. */
  children?: ReactNode;
  /** Print: the answered parts by part name; printed as one line of text. */
  parts?: PartTexts | undefined;
  print?: boolean | undefined;
}

/** An address: street lines, city, state/province, county, ZIP and country; one line of text in print. */
export function AddressBlock({ label, children, parts, print }: AddressBlockProps) {
  const titleId = useId();
  if (print) return <PrintField label={label ?? 'Address'} display={addressText(parts ?? {})} />;
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
