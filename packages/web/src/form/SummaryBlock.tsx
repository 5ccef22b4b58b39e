import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useText } from '@admit/react';
import { Link as RouterLink } from 'react-router';
import { useMissingItems } from './use-missing-items.ts';
import { ERROR_SUMMARY_ID } from '../shell/error-summary-id.ts';

/**
 * "We're missing some information!" with a link per missing item (`/<page>#<key>`), only while
 * the web status is validating and something is missing. A failed submit moves focus here; the
 * screen's title then starts with "Error: ".
 */
export function SummaryBlock() {
  const items = useMissingItems();
  const t = useText();
  if (items.length === 0) return null;
  return (
    <Alert
      severity="error"
      component="section"
      role="region"
      aria-labelledby="missing-items-title"
      id={ERROR_SUMMARY_ID}
      tabIndex={-1}
      className="admit-no-print"
      sx={{
        mb: 3,
        '&:focus': { outline: '3px solid', outlineColor: 'error.dark', outlineOffset: 2 },
      }}
    >
      <Typography id="missing-items-title" variant="h6" component="h2">
        {t.text('errorSummary.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t.text('errorSummary.text')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ my: 0.5 }}>
            {/* Targets of at least 24 by 24 CSS px (WCAG 2.5.8). */}
            <Link
              component={RouterLink}
              to={item.href}
              color="error.dark"
              sx={{ display: 'inline-block', minHeight: 24, minWidth: 24, lineHeight: '24px' }}
            >
              {item.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
