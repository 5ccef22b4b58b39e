import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { answerTopic, useFormTopics, type FormTopic } from '@admit/react';
import { Link as RouterLink } from 'react-router';
import { useFormSession } from './form-session.ts';
import { withAnswers } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { partner } from '../partner/partner.ts';
import { useSession } from '../session/session-store.ts';
import { bannerTitle, bannerVariant } from './welcome-banner-variant.ts';

/** The priority-status blurb: no essay, a prompt decision, merit scholarship consideration. */
function PriorityList() {
  return (
    <>
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{partner.priorityStatus.title}</Typography>
      <Box component="ul" sx={{ my: 0.5 }}>
        {partner.priorityStatus.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </>
  );
}

/** The answers that can name the applicant: the banner re-reads its title only when one changes. */
let nameTopics: readonly FormTopic[] | undefined;
/** The answers the banner's name is made of (the partner's applicantName.display), as topics. */
const NAME_TOPICS = () => (nameTopics ??= (partner.applicantName?.display ?? []).map(answerTopic));

/**
 * The welcome banner: submitted, first login, second login or the generic welcome (spec section 2).
 * A region named by its title; the title is not a heading, so the page's outline starts at its h1.
 */
export function WelcomeBanner() {
  const session = useFormSession();
  const variant = useSession((s) =>
    bannerVariant({
      webStatus: s.web_status,
      isLoggedIn: s.is_logged_in,
      hasChangedPage: s.has_changed_page,
      numLogins: s.num_logins,
    }),
  );
  const username = useSession((s) => s.username);
  const title = useFormTopics(NAME_TOPICS(), (s) =>
    variant ? bannerTitle(partner, partner.banners[variant].title, s.answers, username) : '',
  );
  if (!variant || session.kind === 'service') return null;
  const banner = partner.banners[variant];
  return (
    <Box
      component="section"
      aria-labelledby="welcome-banner-title"
      className="admit-no-print"
      sx={{
        mb: 3,
        p: { xs: 2, sm: 3 },
        borderRadius: 1,
        bgcolor: 'secondary.extraLight',
        borderLeft: 6,
        borderColor: 'secondary.main',
      }}
    >
      <Typography id="welcome-banner-title" variant="h5" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography>{banner.body}</Typography>
      {banner.showPriorityList && <PriorityList />}
      {variant === 'generic' && banner.linkText && (
        <Link
          component={RouterLink}
          to={AUTH_ROUTES.login}
          state={withAnswers(session.store.getState().answers)}
          sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
        >
          {banner.linkText}
        </Link>
      )}
    </Box>
  );
}
