import type { StaffApplicationList, StaffApplicationRow } from '@admit/contract';
import { staffText } from './staff-texts.ts';

/** How the console names each web status (spec section 4: validating follows a first submit that found problems). */
export const WEB_STATUS_LABELS: Record<StaffApplicationRow['web_status'], string> = {
  none: staffText('staff.status.none'),
  started: staffText('staff.status.started'),
  validating: staffText('staff.status.validating'),
  submitted: staffText('staff.status.submitted'),
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An instant as staff read it (`Nov 27, 2026, 8:21 PM UTC`); '' for none. */
export const formatWhen = (iso: string | null | undefined): string =>
  iso ? `${dateTime.format(new Date(iso))} UTC` : '';

/** "1 application" / "1,025 applications": a count with its noun (`plural` when not just `s`). */
export const countOf = (count: number, noun: string, plural = `${noun}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;

/** What the list's status line says it found: "25 applications found.", or for a search that
 * matched past what the server counts, "More than 10,000 applications found: narrow the search." */
export const foundText = (list: Pick<StaffApplicationList, 'total' | 'total_is_lower_bound'>) =>
  staffText(list.total_is_lower_bound ? 'staff.list.foundMoreThan' : 'staff.list.found', {
    count: list.total,
  });
