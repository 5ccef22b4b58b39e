import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MISSING_ITEMS_TEXT, MISSING_ITEMS_TITLE, missingItems } from '@admit/engine';
import { useStoreSelector } from '@admit/react';
import { Link as RouterLink } from 'react-router';
import { useFormSession } from './form-session.ts';
import { formModel } from '../partner/partner.ts';
import { useSession } from '../session/session-store.ts';

/**
 * "We're missing some information!" with a link per missing item (`/<page>#<key>`), only while
 * the web status is validating and something is missing.
 */
export function SummaryBlock() {
  const session = useFormSession();
  const status = useSession((s) => s.web_status);
  const problems = useStoreSelector(session.problems, (s) => s.problems);
  const items = missingItems(formModel, problems, status ?? 'none');
  if (items.length === 0) return null;
  return (
    <Alert
      severity="error"
      component="section"
      role="region"
      aria-labelledby="missing-items-title"
      className="admit-no-print"
      sx={{ mb: 3 }}
    >
      <Typography id="missing-items-title" variant="h6" component="h2">
        {MISSING_ITEMS_TITLE}
      </Typography>
      <Typography sx={{ mb: 1 }}>{MISSING_ITEMS_TEXT}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item.key}>
            <Link component={RouterLink} to={item.href} color="error.dark">
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
