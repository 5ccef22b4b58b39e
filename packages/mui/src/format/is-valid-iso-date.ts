const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isValidIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999, and a date typed one key
  // at a time passes through years such as 0002.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
