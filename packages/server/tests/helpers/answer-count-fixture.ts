import type { Kysely } from 'kysely';
import { createDataCipher } from '../../src/crypto/data-cipher.ts';
import type { Database } from '../../src/db/schema.ts';
import { seedApplicants } from './seed-applicants.ts';

/**
 * Three applications for the answer counts: u1 and u2 in progress, u3 submitted; u2's and u3's
 * `ssn` sealed as a sensitive answer is.
 */
export async function seedAnswerCountApplications(t: { db: Kysely<Database> }): Promise<void> {
  await seedApplicants(t, [
    {
      id: 'u1',
      email: 'u1@example.org',
      createdAt: 1,
      answers: { last_name: 'Lovelace', gender: 'X', resident_years: '3' },
    },
    { id: 'u2', email: 'u2@example.org', createdAt: 1, answers: { last_name: 'Hopper' } },
    { id: 'u3', email: 'u3@example.org', createdAt: 1, answers: { first_name: 'Ada' } },
  ]);
  const cipher = createDataCipher({ current: 'answer-count-test-secret', previous: [] });
  await t.db
    .insertInto('answers')
    .values([
      { user_id: 'u2', key: 'gender', value: JSON.stringify('F'), updated_at: 1 },
      {
        user_id: 'u2',
        key: 'ssn',
        value: cipher.encrypt(JSON.stringify('123-45-6789')),
        updated_at: 1,
      },
      {
        user_id: 'u3',
        key: 'ssn',
        value: cipher.encrypt(JSON.stringify('987-65-4321')),
        updated_at: 1,
      },
    ])
    .execute();
  // Submitted last: the database refuses any write to a submitted application.
  await t.db.insertInto('submissions').values({ user_id: 'u3', submitted_at: 2 }).execute();
}

/** What the seeded applications count to for ANSWER_COUNT_QUERY. */
export const ANSWER_COUNT_QUERY = {
  answered: ['last_name', 'resident_years', 'never_asked'],
  answeredWith: { gender: ['X'], ssn: ['123-45-6789'], last_name: [] },
  unansweredInProgress: ['nickname', 'last_name'],
};

export const EXPECTED_ANSWER_COUNTS = {
  answered: { last_name: 2, resident_years: 1, never_asked: 0 },
  answeredWith: { gender: 1, ssn: null, last_name: 0 },
  // u3 is submitted: only u1 and u2 are in progress.
  unansweredInProgress: { nickname: 2, last_name: 0 },
};
