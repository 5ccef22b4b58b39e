import type { StaffRole } from '@admit/contract/constants';
import type { StaffOidcEnv } from '../config/staff-sign-in-env.ts';

/** The value at a dotted path (`realm_access.roles`) of some claims, or undefined. */
export function claimAt(claims: Readonly<Record<string, unknown>>, path: string): unknown {
  // A claim whose own name has dots (`https://example.edu/roles`) is found as it is first.
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The role claim's values: a string (several separated by spaces or commas) or an array of strings. */
function claimValues(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * The staff role the provider's claims give: admin when the role claim holds one of the admin
 * values, else reader when it holds a reader value, else none (the sign-in is refused).
 */
export function staffRoleFromClaims(
  claims: Readonly<Record<string, unknown>>,
  settings: Pick<StaffOidcEnv, 'roleClaim' | 'readerValues' | 'adminValues'>,
): StaffRole | undefined {
  const values = claimValues(claimAt(claims, settings.roleClaim));
  if (values.some((value) => settings.adminValues.includes(value))) return 'admin';
  if (values.some((value) => settings.readerValues.includes(value))) return 'reader';
  return undefined;
}
