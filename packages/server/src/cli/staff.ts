import { STAFF_ROLES, type StaffRole } from '@admit/contract/constants';
import { validateAuthForm } from '@admit/engine';
import { loadEnv } from '../config/env.ts';
import { createPasswordHasher } from '../crypto/passwords.ts';
import {
  createStaffAccount,
  listStaffAccounts,
  updateStaffAccount,
} from '../store/staff-accounts.ts';
import { normaliseEmail } from '../store/users.ts';
import { readNewPassword } from './read-password.ts';
import { withDatabase } from './with-database.ts';

const USAGE = `Usage:
  npm run staff -- add <e-mail> --role admin|reader   (password: STAFF_PASSWORD, typed, or stdin)
  npm run staff -- list
  npm run staff -- disable <e-mail>
  npm run staff -- enable <e-mail>
  npm run staff -- set-role <e-mail> admin|reader`;

const isRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly (string | undefined)[]).includes(value);

/** `--role x` anywhere in the arguments, and the arguments without it. */
function splitRole(args: string[]): { role?: string; rest: string[] } {
  const at = args.indexOf('--role');
  if (at < 0) return { rest: args };
  return { role: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/**
 * `npm run staff`: local staff accounts (the staff console's embedded sign-in). Passwords follow
 * the applicants' new-password rules and are stored as argon2id hashes; a disabled account or a
 * changed role applies to its open sessions at once.
 */
async function main(argv: string[]): Promise<number> {
  const { role, rest } = splitRole(argv);
  const [command, emailArg, extra] = rest;
  const email = emailArg === undefined ? undefined : normaliseEmail(emailArg);
  const env = loadEnv();
  const inDatabase = (work: Parameters<typeof withDatabase<number>>[1]) => withDatabase(env, work);
  if (command === 'list' && !emailArg)
    return inDatabase(async ({ db }) => {
      for (const account of await listStaffAccounts(db))
        console.log(
          [
            account.email,
            account.role,
            account.disabled ? 'disabled' : 'active',
            new Date(account.createdAt).toISOString(),
          ].join('\t'),
        );
      return 0;
    });
  if (command === 'add' && email && isRole(role) && extra === undefined) {
    const password = await readNewPassword();
    const checked = validateAuthForm('signup', { username: email, password });
    if (!checked.valid) {
      for (const message of checked.messages) console.error(message);
      return 1;
    }
    const passwordHash = await createPasswordHasher().hash(password);
    return inDatabase(async ({ db }) => {
      if (!(await createStaffAccount(db, { email, passwordHash, role, now: Date.now() }))) {
        console.error(`A staff account with the e-mail address ${email} exists already.`);
        return 1;
      }
      console.log(`Added ${email} as ${role}.`);
      return 0;
    });
  }
  const change =
    (command === 'disable' || command === 'enable') && !role && extra === undefined
      ? { disabled: command === 'disable' }
      : command === 'set-role' && isRole(role ?? extra) && !(role && extra)
        ? { role: (role ?? extra) as StaffRole }
        : undefined;
  if (email && change)
    return inDatabase(async ({ db }) => {
      if (!(await updateStaffAccount(db, email, change))) {
        console.error(`No staff account has the e-mail address ${email}.`);
        return 1;
      }
      console.log(change.role ? `${email} is now ${change.role}.` : `${email} is now ${command}d.`);
      return 0;
    });
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
