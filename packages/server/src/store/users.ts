import type { Executor } from '../db/database-backend.ts';

/** E-mail addresses are the usernames, compared lowercased and trimmed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The account of an e-mail address (any case), or undefined. */
export const findUserByEmail = (db: Executor, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();

/**
 * Creates an unconfirmed account with `id`, made at `now`, reading the portal in `language`, or,
 * when the e-mail already has one, rewrites that row as it was: the same work either way, so the
 * timing does not tell whether it existed (and a sign-up never changes another's account).
 */
export async function createUser(
  db: Executor,
  user: { id: string; email: string; passwordHash: string; language: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      password_hash: user.passwordHash,
      confirmed: 0,
      last_page: '',
      created_at: now,
      language: user.language,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({ password_hash: eb.ref('users.password_hash') })),
    )
    .execute();
}

/** Marks an account confirmed. */
export async function confirmUser(db: Executor, userId: string): Promise<void> {
  await db.updateTable('users').set({ confirmed: 1 }).where('id', '=', userId).execute();
}

/** Sets a new password; the mailed code proved the address, so the account is confirmed too. */
export async function resetPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, confirmed: 1 })
    .where('id', '=', userId)
    .execute();
}

/** The e-mail address of an account. */
export async function readUserEmail(db: Executor, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** The last page the applicant visited ('' before any). */
export async function readLastPage(db: Executor, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('last_page')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.last_page;
}

export async function saveLastPage(db: Executor, userId: string, page: string): Promise<void> {
  await db.updateTable('users').set({ last_page: page }).where('id', '=', userId).execute();
}

/** Keeps the language the applicant reads the portal in with their account. */
export async function saveLanguage(db: Executor, userId: string, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** The language kept with an account (null until known; it may be one the partner dropped). */
export async function readLanguage(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? null;
}
