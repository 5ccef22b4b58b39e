import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** An applicant written straight to the database (no sign-up): for tests of many applications. */
export interface SeededApplicant {
  id: string;
  email: string;
  createdAt: number;
  /** Stored as plain (not sensitive) answers. */
  answers?: Record<string, string>;
  /** When the application was last saved (an `applications` row); none: never saved. */
  savedAt?: number | null;
  submittedAt?: number | null;
  /** How many web statuses are recorded (started, validating, submitted), from the first. */
  statusCount?: number;
}

const STATUSES = ['started', 'validating', 'submitted'] as const;

/**
 * Inserts accounts, their answers, applications, web statuses and submissions, `batch` accounts
 * per statement (200 unless told), each batch in one transaction.
 */
export async function seedApplicants(
  t: { db: Kysely<Database> },
  applicants: readonly SeededApplicant[],
  batchSize = 200,
) {
  for (let from = 0; from < applicants.length; from += batchSize) {
    const batch = applicants.slice(from, from + batchSize);
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          batch.map((a) => ({
            id: a.id,
            email: a.email,
            password_hash: 'not-a-hash',
            confirmed: 1,
            last_page: '',
            created_at: a.createdAt,
          })),
        )
        .execute();
      const answers = batch.flatMap((a) =>
        Object.entries(a.answers ?? {}).map(([key, value]) => ({
          user_id: a.id,
          key,
          value: JSON.stringify(value),
          updated_at: a.createdAt,
        })),
      );
      if (answers.length) await trx.insertInto('answers').values(answers).execute();
      const saved = batch.filter((a) => a.savedAt != null);
      if (saved.length)
        await trx
          .insertInto('applications')
          .values(saved.map((a) => ({ user_id: a.id, revision: 1, saved_at: a.savedAt! })))
          .execute();
      const statuses = batch.flatMap((a) =>
        STATUSES.slice(0, a.statusCount ?? 0).map((web_status) => ({
          user_id: a.id,
          web_status,
          created_at: a.createdAt,
        })),
      );
      if (statuses.length) await trx.insertInto('web_status').values(statuses).execute();
      const submitted = batch.filter((a) => a.submittedAt != null);
      if (submitted.length)
        await trx
          .insertInto('submissions')
          .values(submitted.map((a) => ({ user_id: a.id, submitted_at: a.submittedAt! })))
          .execute();
    });
  }
}
