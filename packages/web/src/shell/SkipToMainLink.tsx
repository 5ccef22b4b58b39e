import Box from '@mui/material/Box';
import { useText } from '@admit/react';
import type { MouseEvent } from 'react';

/**
 * The skip link's target: the page's heading (or the main region itself), focused and scrolled to
 * the top, so the next Tab reaches the page's first control and the view shows where focus is. A
 * plain `#main` link would become a route hash and focus the first field in the middle of a form.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** "Skip to main content": the first stop of Tab on every page, shown while focused. */
export function SkipToMainLink() {
  const t = useText();
  return (
    <Box
      component="a"
      href="#main"
      onClick={skipToMain}
      sx={{
        position: 'absolute',
        left: -9999,
        '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'common.white', p: 1 },
      }}
    >
      {t.text('skipLink.text')}
    </Box>
  );
}
