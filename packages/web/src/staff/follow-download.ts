import type { MouseEvent } from 'react';
import { staffApi } from './staff-api.ts';

/**
 * A staff download link's click: the browser saves what the link answers, so a session that has
 * ended (30 minutes idle, revoked) would be saved as an error file. The click asks the server
 * first; a live session follows the link as the browser would (streamed, so a large CSV never
 * sits in memory), an ended one goes to the sign-in screen like any other staff call.
 * Modified clicks (new tab, save as) are left to the browser.
 */
export function followDownload(event: MouseEvent<HTMLAnchorElement>): void {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  event.preventDefault();
  const { href, download } = event.currentTarget;
  staffApi.stillSignedIn().then(
    () => {
      const link = document.createElement('a');
      link.href = href;
      link.download = download;
      link.click();
    },
    // The console's session-ended handler has already taken over; a failure to reach the server
    // leaves the screen as it is.
    () => {},
  );
}
