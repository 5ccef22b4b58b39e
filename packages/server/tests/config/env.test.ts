import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';

describe('loadEnv', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'admit-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: dir,
      databaseUrl: '',
      smtpUrl: '',
    });
    expect(env.partnerConfig).toMatch(/partner-config$/);
  });

  it('generates a secret once, keeps it in DATA_DIR (0600) and reuses it', () => {
    const first = loadEnv({ DATA_DIR: dir }).secret;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(join(dir, 'secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dir }).secret).toBe(first);
  });

  it('prefers SECRET and trims a trailing slash of PUBLIC_URL', () => {
    const env = loadEnv({
      DATA_DIR: dir,
      SECRET: 's3cret',
      PUBLIC_URL: 'https://apply.example.edu/',
      PORT: '9000',
    });
    expect(env).toMatchObject({
      secret: 's3cret',
      publicUrl: 'https://apply.example.edu',
      port: 9000,
    });
  });

  it('reads MAIL_FROM, an empty one meaning the default', () => {
    expect(loadEnv({ DATA_DIR: dir }).mailFrom).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dir, MAIL_FROM: '  ' }).mailFrom).toBeUndefined();
    expect(
      loadEnv({ DATA_DIR: dir, MAIL_FROM: ' "Admissions" <no-reply@apply.example.edu> ' }).mailFrom,
    ).toBe('"Admissions" <no-reply@apply.example.edu>');
  });

  it('reads PG_PREPARED_STATEMENTS as a whole number, 0 included', () => {
    expect(loadEnv({ DATA_DIR: dir }).pgPreparedStatements).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dir, PG_PREPARED_STATEMENTS: '0' }).pgPreparedStatements).toBe(0);
    expect(loadEnv({ DATA_DIR: dir, PG_PREPARED_STATEMENTS: '250' }).pgPreparedStatements).toBe(
      250,
    );
    expect(() => loadEnv({ DATA_DIR: dir, PG_PREPARED_STATEMENTS: 'many' })).toThrow(
      /PG_PREPARED_STATEMENTS must be a whole number/,
    );
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => loadEnv({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
