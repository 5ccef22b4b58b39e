import { newId } from '../crypto/crypto.ts';
import type { StaffRole } from '@admit/contract/constants';
import { findStaffByEmail } from './staff-accounts.ts';
import { normaliseEmail } from './users.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The account of a single sign-on, made now (without a password) when the e-mail has none, with
 * its role set to the one the provider's claim gave and the provider's subject recorded. An
 * account of the same e-mail made with `npm run staff` is the same person: it keeps its password
 * and its disabled state, and takes the role. Returns the account as it now is.
 */
export async function signOnStaffAccount(
  db: Kysely<Database>,
  sign: { email: string; subject: string; role: StaffRole; now: number },
) {
  const email = normaliseEmail(sign.email);
  await db
    .insertInto('staff_accounts')
    .values({
      id: newId(),
      email,
      password_hash: '',
      role: sign.role,
      disabled: 0,
      created_at: sign.now,
      sso_subject: sign.subject,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({ role: sign.role, sso_subject: sign.subject }),
    )
    .execute();
  const account = await findStaffByEmail(db, email);
  if (!account) throw new Error('The staff account just written was not found.');
  return account;
}
