import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DataCipher } from '../crypto/data-cipher.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import type { Database } from '../db/schema.ts';
import type { JobLog } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  claimDueMail,
  forgetSentMail,
  markMailFailed,
  markMailHandedOver,
  openMail,
  releaseAllLeases,
  retryMailLater,
  type ClaimedMail,
} from '../store/mail-outbox.ts';
import { isPermanentRefusal, isRefusal, nextMailTry } from './mail-retry.ts';

/** Sends what the outbox holds; `wake` after a transaction that queued mail has committed. */
export interface MailSender {
  start(): Promise<void>;
  /** Mail was just queued: look at once instead of at the next poll. */
  wake(): void;
  /** Takes no more mail and waits (a while) for the tries under way. */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Kysely<Database>;
  cipher: DataCipher;
  mailer: Mailer;
  log: JobLog & { info(object: object, message: string): void };
  now?: () => number;
  /** Tries one process makes at once: one slow mail server answer does not hold up the rest. */
  concurrency?: number;
  /**
   * How long a try holds a mail before any process may try it again (its own died, say). A try
   * that outlives it cannot send twice: handing over needs the lease the new try has replaced.
   */
  leaseMs?: number;
  /** How often an idle sender looks for mail due (retries, mail other processes queued). */
  pollMs?: number;
  /** Only this process uses the database (SQLite): at start, every lease is a dead process's. */
  soleProcess: boolean;
  /** The domain of each mail's Message-ID (the site's host). */
  messageIdDomain: string;
}

/** The default lease of a try: well past nodemailer's timeouts for one step of the conversation. */
export const MAIL_LEASE_MS = 30_000;
const POLL_MS = 5_000;
/** Longest pause between two looks at the database while it fails. */
const LONGEST_OUTAGE_PAUSE_MS = 5_000;
/** How long stopping waits for the tries under way (their leases free them otherwise). */
const STOP_WAIT_MS = 10_000;

/** Another try has taken the mail over: this one stops before the mail server has it. */
class LeaseLost extends Error {
  constructor() {
    super('Another try took this mail over.');
    this.name = 'LeaseLost';
  }
}

/** A mail error for the table and the log: its code and the server's reply code, never addresses. */
const reasonOf = (error: unknown): string => {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  return (
    [code, responseCode].filter((part) => part !== undefined).join(' ') || String(message ?? error)
  ).slice(0, 500);
};

/**
 * The mail outbox's sender. The outbox table is the queue: a mail is a row written in the
 * transaction of the change that causes it, and every server process runs a sender that takes due
 * rows one at a time under a lease, so whichever process is alive sends, and never two at once.
 *
 * Exactly once: a try records the mail `sent`, under its lease, right before the last byte of the
 * message (SMTP's final ".") leaves, and only then lets it go. A try that dies or fails before that
 * point leaves a mail the server discarded, tried again when its lease lapses; after it, the mail
 * counts as sent and is never sent again, unless the server answers with a refusal. The one window
 * left is between that record and the final "." reaching the socket: a process killed exactly
 * there loses the mail instead of sending it twice.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, cipher, mailer, log } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const tries = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let waiter: (() => void) | undefined;

  const wake = () => {
    woken = true;
    waiter?.();
  };

  /** Sleeps up to `ms`, or until woken. */
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        waiter = undefined;
        resolve();
      }
      waiter = done;
    });

  /** Writes a try's outcome; a database that fails leaves the lease to lapse, and the mail to a later try. */
  async function record(what: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      log.warn({ db: describeDatabaseError(error), step: what }, 'mail outbox not updated');
    }
  }

  async function failed(mail: ClaimedMail, error: unknown, handedOver: boolean): Promise<void> {
    if (error instanceof LeaseLost) return;
    const reason = reasonOf(error);
    if (handedOver && !isRefusal(error)) {
      // The server got the whole mail and did not say no: it may well have it.
      log.warn({ mailId: mail.id, reason }, 'no answer after the mail was handed over');
      return record('forget', () =>
        forgetSentMail(db, mail.id, mail.lease, `Counted as sent without an answer: ${reason}`),
      );
    }
    const next = isPermanentRefusal(error)
      ? undefined
      : nextMailTry(mail.attempts, mail.createdAt, now());
    log.warn({ mailId: mail.id, attempt: mail.attempts, reason, giveUp: !next }, 'mail try failed');
    await record('retry', () =>
      next === undefined
        ? markMailFailed(db, mail.id, mail.lease, reason)
        : retryMailLater(db, mail.id, mail.lease, reason, next),
    );
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    let content: { subject: string; text: string };
    try {
      content = openMail(cipher, mail.content);
    } catch (error) {
      // Sealed with a key this process does not have (SECRET changed without PREVIOUS_SECRETS):
      // no later try can do better.
      log.error({ mailId: mail.id, reason: reasonOf(error) }, 'mail cannot be opened');
      return record('give up', () =>
        markMailFailed(db, mail.id, mail.lease, `Cannot be opened: ${reasonOf(error)}`),
      );
    }
    let handedOver = false;
    try {
      await mailer.send(
        {
          to: mail.to,
          ...content,
          messageId: `<${mail.id}@${options.messageIdDomain}>`,
        },
        {
          beforeHandOver: async () => {
            if (!(await markMailHandedOver(db, mail.id, mail.lease, now()))) throw new LeaseLost();
            handedOver = true;
          },
        },
      );
    } catch (error) {
      return failed(mail, error, handedOver);
    }
    await record('sent', () => forgetSentMail(db, mail.id, mail.lease));
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (running) {
      // Reset before looking: a wake from here on (new mail, a try ending) cuts the next nap short.
      woken = false;
      if (tries.size >= concurrency) {
        await nap(pollMs);
        continue;
      }
      let mail: ClaimedMail | undefined;
      try {
        mail = await claimDueMail(db, now(), leaseMs);
        if (failures) log.warn({ failures }, 'mail outbox resumed: the database is back');
        failures = 0;
      } catch (error) {
        failures++;
        if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'mail outbox error');
        else if (failures === 1)
          log.warn({ db: describeDatabaseError(error) }, 'mail outbox waiting for the database');
        await nap(Math.min(pollMs * 2 ** (failures - 1), LONGEST_OUTAGE_PAUSE_MS));
        continue;
      }
      if (!mail) {
        await nap(pollMs);
        continue;
      }
      const attempt = deliver(mail).finally(() => {
        tries.delete(attempt);
        wake();
      });
      tries.add(attempt);
    }
  }

  return {
    async start() {
      if (running) return;
      if (options.soleProcess) await record('release', () => releaseAllLeases(db));
      running = true;
      loop = run();
    },
    wake,
    async stop() {
      running = false;
      waiter?.();
      await loop;
      await Promise.race([
        Promise.allSettled([...tries]),
        sleep(STOP_WAIT_MS, undefined, { ref: false }),
      ]);
    },
  };
}
