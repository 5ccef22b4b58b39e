import type { TestApp } from './test-app.ts';

/** An applicant written straight to the database (no sign-up): for tests of many applications. */
export interface SeededApplicant {
  id: string;
  email: string;
  createdAt: number;
  /** Stored as plain (not sensitive) answers. */
  answers?: Record<string, string>;
  submittedAt?: number | null;
}

/** Inserts accounts, their answers and their submissions, a few hundred rows per statement. */
export async function seedApplicants(t: TestApp, applicants: readonly SeededApplicant[]) {
  for (let from = 0; from < applicants.length; from += 200) {
    const batch = applicants.slice(from, from + 200);
    await t.db
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
    if (answers.length) await t.db.insertInto('answers').values(answers).execute();
    const submitted = batch.filter((a) => a.submittedAt != null);
    if (submitted.length)
      await t.db
        .insertInto('submissions')
        .values(submitted.map((a) => ({ user_id: a.id, submitted_at: a.submittedAt! })))
        .execute();
  }
}
