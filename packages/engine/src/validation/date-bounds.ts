import type { DateBound } from '../config/check.schema.ts';

/** A stable id for a date bound, used as the member name under which its date is passed to validators. */
export const dateBoundId = (bound: DateBound): string =>
  'yearsFromToday' in bound
    ? `y${bound.yearsFromToday}`
    : 'startOfYear' in bound
      ? `s${bound.startOfYear}`
      : `e${bound.endOfYear}`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The calendar date (local time) of a Date, as YYYY-MM-DD. */
export const isoDate = (date: Date): string =>
  iso(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** The date a bound stands for, given today, as YYYY-MM-DD. 29 February becomes 28 February in other years. */
export function dateOfBound(bound: DateBound, today: Date): string {
  const year = today.getFullYear();
  if ('startOfYear' in bound) return iso(year + bound.startOfYear, 1, 1);
  if ('endOfYear' in bound) return iso(year + bound.endOfYear, 12, 31);
  const y = year + bound.yearsFromToday;
  const m = today.getMonth() + 1;
  const d = today.getDate();
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return iso(y, m, Math.min(d, lastDay));
}
