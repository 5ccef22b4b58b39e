import { describe, expect, it } from 'vitest';
import { STAFF_CONSOLE_ROUTE, staffReturnPath } from '../../src/model/product-routes.ts';

describe('staffReturnPath', () => {
  it('returns to a console screen with its query', () => {
    expect(staffReturnPath('/staff')).toBe('/staff');
    expect(staffReturnPath('/staff/audit?action=export-csv&page=2')).toBe(
      '/staff/audit?action=export-csv&page=2',
    );
    expect(staffReturnPath('/staff?q=ada%20lovelace&status=submitted')).toBe(
      '/staff?q=ada%20lovelace&status=submitted',
    );
  });

  it('goes to the console list for anything else', () => {
    for (const from of [
      undefined,
      null,
      '',
      'https://attacker.example/staff',
      '//attacker.example/staff',
      '/staff//attacker.example',
      '/staff/\\attacker.example',
      '/staffing',
      '/staff/sign-in',
      '/staff/sign-in?sso_error=denied',
      '/login',
      '/staff/"><script>',
      `/staff/${'a'.repeat(600)}`,
    ])
      expect(staffReturnPath(from), String(from)).toBe(STAFF_CONSOLE_ROUTE);
  });
});
