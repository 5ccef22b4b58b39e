/**
 * When a mail whose try failed is tried again: after 5 s, doubling to at most a minute between
 * tries, for a day. A mail server down for two minutes has its mail within a minute of coming
 * back; one down for hours still gets it; a mail is given up only a day after it was queued.
 */
export const MAIL_RETRY = {
  firstPauseMs: 5_000,
  longestPauseMs: 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
} as const;

/**
 * The time of the next try after try number `attempts` failed at `now`, or undefined when the mail
 * is to be given up. The pause is between half and all of its nominal length, at random, so mails
 * queued together do not all knock at once.
 */
export function nextMailTry(
  attempts: number,
  createdAt: number,
  now: number,
  random: () => number = Math.random,
): number | undefined {
  if (now - createdAt >= MAIL_RETRY.giveUpAfterMs) return undefined;
  const nominal = Math.min(
    MAIL_RETRY.firstPauseMs * 2 ** Math.min(16, Math.max(0, attempts - 1)),
    MAIL_RETRY.longestPauseMs,
  );
  return now + Math.round(nominal / 2 + (nominal / 2) * random());
}

/**
 * Whether the mail server refused the mail for good (an SMTP 5xx reply: no such mailbox, a
 * rejected sender): trying again would be refused again. 4xx replies, timeouts and lost
 * connections are passing troubles.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Whether the mail server answered the end of a message with a refusal (any SMTP reply code). */
export function isRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 400;
}
