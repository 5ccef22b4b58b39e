import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { partner } from '../partner/partner.ts';

/**
 * The header: logo and title, the links to the page in the partner's other languages, the account
 * menu, and (on form pages) the step navigation.
 */
export function Header({
  account,
  steps,
  languages,
}: {
  account?: ReactNode;
  steps?: ReactNode;
  languages?: ReactNode;
}) {
  return (
    <Box
      component="header"
      className="admit-no-print"
      sx={{ bgcolor: 'primary.main', color: 'common.white' }}
    >
      <Box
        sx={{
          maxWidth: 'lg',
          mx: 'auto',
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        {partner.logoUrl ? (
          <Box component="img" src={partner.logoUrl} alt={partner.name} sx={{ height: 48 }} />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              bgcolor: 'accent.main',
              color: 'primary.dark',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              flexShrink: 0,
            }}
          >
            {partner.shortName
              .split(/\s+/)
              .map((word) => word[0])
              .join('')
              .slice(0, 3)}
          </Box>
        )}
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography sx={{ fontSize: { xs: '1rem', sm: '1.25rem' }, fontWeight: 600 }}>
            {partner.applicationTitle}
          </Typography>
        </Box>
        {languages}
        {account}
      </Box>
      {steps && <Box sx={{ maxWidth: 'lg', mx: 'auto', px: { xs: 0.5, sm: 2 } }}>{steps}</Box>}
    </Box>
  );
}
