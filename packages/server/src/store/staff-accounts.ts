import type { Kysely } from 'kysely';
import { newId } from '../crypto/crypto.ts';
import type { StaffRole } from '@admit/contract/constants';
import type { DatabaseBackend } from '../db/database-backend.ts';
import type { Database } from '../db/schema.ts';
import { normaliseEmail } from './users.ts';

/** A staff account as the CLI lists it (never its password hash). */
export interface StaffAccountSummary {
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: number;
  /** Signs in through single sign-on. */
  sso: boolean;
  /** Has a password (local sign-in). */
  local: boolean;
}

/** The account of an e-mail address (any case), or undefined. */
export const findStaffByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();

/** Creates an account; false when the e-mail already has one (nothing changes then). */
export async function createStaffAccount(
  db: Kysely<Database>,
  account: { email: string; passwordHash: string; role: StaffRole; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('staff_accounts')
    .values({
      id: newId(),
      email: normaliseEmail(account.email),
      password_hash: account.passwordHash,
      role: account.role,
      disabled: 0,
      created_at: account.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Every account, by e-mail; with `email`, only that one. */
export async function listStaffAccounts(
  db: Kysely<Database>,
  email?: string,
): Promise<StaffAccountSummary[]> {
  let query = db
    .selectFrom('staff_accounts')
    .select(['email', 'role', 'disabled', 'created_at', 'sso_subject', 'password_hash']);
  if (email !== undefined) query = query.where('email', '=', normaliseEmail(email));
  const rows = await query.orderBy('email').execute();
  return rows.map((row) => ({
    email: row.email,
    role: row.role,
    disabled: Number(row.disabled) === 1,
    createdAt: Number(row.created_at),
    sso: row.sso_subject !== null,
    local: row.password_hash !== '',
  }));
}

/**
 * Changes an account as an admin in the console does, so that one enabled admin always remains:
 * `last-admin` (nothing changes) when the change would disable or demote the only one. Every
 * enabled admin's row is locked first (PostgreSQL), so two admins demoting each other at once are
 * taken in turn and the second is refused; SQLite's one writer does the same.
 */
export async function changeStaffAccount(
  database: DatabaseBackend,
  email: string,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<'changed' | 'missing' | 'last-admin'> {
  const target = normaliseEmail(email);
  return database.db.transaction().execute(async (trx) => {
    const enabledAdmins = trx
      .selectFrom('staff_accounts')
      .select('email')
      .where('role', '=', 'admin')
      .where('disabled', '=', 0);
    const admins = await database.forUpdate(enabledAdmins).execute();
    const removesAdmin =
      admins.some((admin) => admin.email === target) &&
      (change.disabled === true || change.role === 'reader');
    if (removesAdmin && admins.length <= 1) return 'last-admin';
    return (await updateStaffAccount(trx, target, change)) ? 'changed' : 'missing';
  });
}

/** Changes an account; false when no account has the e-mail. */
export async function updateStaffAccount(
  db: Kysely<Database>,
  email: string,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_accounts')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled ? 1 : 0 }),
    })
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
