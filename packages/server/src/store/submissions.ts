import { RECORDED_WEB_STATUSES, type ValidationProblem } from '@admit/engine';
import type { DataCipher } from '../crypto/data-cipher.ts';
import { readAnswers, type AnswerMap } from './answers.ts';
import type { ApplicationWrites } from './application-writes.ts';
import { insertMail, type OutgoingMail } from './mail-outbox.ts';
import { readAddAnother, readTabs } from './application-state.ts';
import { recordWebStatus } from './web-status.ts';

/** What submit validates: the application as stored. */
export interface ApplicationSnapshot {
  answers: AnswerMap;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
}

/** How a submission went: refused with the problems found, or recorded (`first`: just now). */
export type SubmitResult =
  | { submitted: false; problems: readonly ValidationProblem[] }
  | { submitted: true; first: boolean };

/**
 * Reads, validates and records a submission (at `now`, on the running config) in one transaction
 * holding the application, so an answer saved meanwhile either counts in this validation or is
 * refused as frozen. Valid: the submission and every web status are recorded (once), and the first
 * time, `receipt` is queued (sealed with `cipher`) in the same transaction (a submission never
 * commits without its receipt). Nothing is written otherwise.
 */
export async function submitApplication(
  { database, codec, form }: ApplicationWrites,
  cipher: DataCipher,
  userId: string,
  validate: (application: ApplicationSnapshot) => {
    valid: boolean;
    problems: readonly ValidationProblem[];
  },
  receipt: OutgoingMail,
  now: number,
): Promise<SubmitResult> {
  return database.db.transaction().execute(async (trx) => {
    await database.lockApplication(trx, userId);
    const result = validate({
      answers: await readAnswers(trx, codec, userId),
      addAnother: await readAddAnother(trx, userId),
      tabs: await readTabs(trx, userId),
    });
    if (!result.valid) return { submitted: false, problems: result.problems };
    const inserted = await trx
      .insertInto('submissions')
      // With the config it was submitted on: staff and the PDF read it through that version.
      .values({ user_id: userId, submitted_at: now, config_version: form.hash })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    for (const status of RECORDED_WEB_STATUSES) await recordWebStatus(trx, userId, status, now);
    const first = Number(inserted.numInsertedOrUpdatedRows ?? 1n) > 0;
    if (first) await insertMail(trx, cipher, now, receipt);
    return { submitted: true, first };
  });
}
