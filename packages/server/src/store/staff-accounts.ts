import type { Kysely } from 'kysely';
import { newId } from '../crypto/crypto.ts';
import type { StaffRole } from '@admit/contract/constants';
import type { Database } from '../db/schema.ts';
import { normaliseEmail } from './users.ts';

type Db = { db: Kysely<Database> };

/** A staff account as the CLI lists it (never its password hash). */
export interface StaffAccountSummary {
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: number;
}

/** The account of an e-mail address (any case), or undefined. */
export const findStaffByEmail = (ctx: Db, email: string) =>
  ctx.db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();

/** Creates an account; false when the e-mail already has one (nothing changes then). */
export async function createStaffAccount(
  ctx: Db,
  account: { email: string; passwordHash: string; role: StaffRole; now: number },
): Promise<boolean> {
  const result = await ctx.db
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

/** Every account, by e-mail. */
export async function listStaffAccounts(ctx: Db): Promise<StaffAccountSummary[]> {
  const rows = await ctx.db
    .selectFrom('staff_accounts')
    .select(['email', 'role', 'disabled', 'created_at'])
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    role: row.role,
    disabled: Number(row.disabled) === 1,
    createdAt: Number(row.created_at),
  }));
}

/** Changes an account; false when no account has the e-mail. */
export async function updateStaffAccount(
  ctx: Db,
  email: string,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('staff_accounts')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled ? 1 : 0 }),
    })
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
