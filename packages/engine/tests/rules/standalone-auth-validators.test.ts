import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  generateStandaloneAuthValidators,
  installPrecompiledAuthValidators,
  validateAuthForm,
  validateResendEmail,
} from '../../src/index.ts';

describe('generateStandaloneAuthValidators', () => {
  it('writes an ES module with no runtime imports', () => {
    expect(generateStandaloneAuthValidators()).not.toMatch(/\brequire\(|\bimport\b/);
  });

  it('gives the same results once installed as the compiled validators', async () => {
    const samples: [Parameters<typeof validateAuthForm>[0], Record<string, string>][] = [
      ['login', { username: 'nope', password: '' }],
      ['signup', { username: 'a@b.co', password: 'short' }],
      ['confirm', { username: 'a@b.co', code: '12a' }],
      ['forgot', { username: '' }],
      [
        'reset',
        { username: 'a@b.co', password: 'Abcdefghijk1!', confirm_password: 'x', id: '123456' },
      ],
    ];
    const before = samples.map(([form, values]) => validateAuthForm(form, values));
    const resendBefore = validateResendEmail('bad');
    const dir = mkdtempSync(join(tmpdir(), 'admit-auth-'));
    const file = join(dir, 'auth-validators.mjs');
    writeFileSync(file, generateStandaloneAuthValidators());
    installPrecompiledAuthValidators(await import(pathToFileURL(file).href));
    expect(samples.map(([form, values]) => validateAuthForm(form, values))).toEqual(before);
    expect(validateResendEmail('bad')).toEqual(resendBefore);
  });
});
