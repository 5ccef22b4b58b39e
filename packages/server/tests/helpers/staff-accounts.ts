import type { StaffRole } from '@admit/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createPasswordHasher } from '../../src/crypto/passwords.ts';
import { createStaffAccount } from '../../src/store/staff-accounts.ts';
import { TEST_PASSWORD_COST, type TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'Staff-Passw0rd!42';
const hasher = createPasswordHasher(TEST_PASSWORD_COST);

/** Adds a local staff account straight to the store (the CLI's own tests go through the CLI). */
export async function addStaff(t: TestApp, email: string, role: StaffRole): Promise<void> {
  const passwordHash = await hasher.hash(STAFF_PASSWORD);
  await createStaffAccount(t.db, { email, passwordHash, role, now: Date.now() });
}

/** The staff cookie of a login answer, as a Cookie header. */
export const staffCookie = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === 'admit_staff_session');
  if (!cookie) throw new Error(`no staff cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
};

/** Signs a staff member in; returns the Cookie header of their staff session. */
export async function staffLogin(t: TestApp, email: string): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password: STAFF_PASSWORD },
  });
  return staffCookie(login);
}

/** The audit rows, oldest first. */
export const auditRows = (t: TestApp) =>
  t.db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('id').execute();
