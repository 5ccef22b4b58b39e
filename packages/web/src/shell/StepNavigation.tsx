import Box from '@mui/material/Box';
import type { Answers } from '@admit/engine';
import { useText } from '@admit/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { hasAnswers } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { pages } from '../partner/partner.ts';

export interface StepNavigationProps {
  /** A visitor's answers: with some filled in, a step link goes to /signup instead. */
  visitorAnswers?: () => Answers | undefined;
}

/** "Step n" and the title of each of the partner's pages, in step order; the active step highlighted. */
export function StepNavigation({ visitorAnswers }: StepNavigationProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useText();
  const onClick = (event: MouseEvent) => {
    const answers = visitorAnswers?.();
    if (!answers || !hasAnswers(answers)) return;
    event.preventDefault();
    void navigate(AUTH_ROUTES.signup, { state: { answers } });
  };
  return (
    <Box component="nav" aria-label={t.text('steps.label')} sx={{ width: '100%' }}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${pages.length}, 1fr)`,
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        {pages.map((page) => {
          const active = page.path === pathname;
          return (
            <li key={page.id}>
              <Box
                component={RouterLink}
                to={page.path}
                onClick={onClick}
                aria-current={active ? 'step' : undefined}
                sx={{
                  display: 'block',
                  height: '100%',
                  px: { xs: 0.5, sm: 2 },
                  py: 1,
                  textAlign: 'center',
                  textDecoration: 'none',
                  borderBottom: 4,
                  borderColor: active ? 'accent.main' : 'transparent',
                  bgcolor: active ? 'primary.dark' : 'transparent',
                  color: 'common.white',
                  '&:hover': { bgcolor: 'primary.dark' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'accent.light' },
                }}
              >
                <Box component="span" sx={{ display: 'block', fontSize: '0.8rem' }}>
                  {t.text('steps.step', { number: page.step })}
                </Box>
                <Box component="span" sx={{ display: 'block', fontWeight: active ? 700 : 500 }}>
                  {page.title}
                </Box>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
