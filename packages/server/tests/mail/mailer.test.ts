import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.ts';

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each mail to DATA_DIR/outbox as an .eml file and logs only its subject', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admit-outbox-'));
    const logged: string[] = [];
    const record = (object: unknown, message?: string) =>
      void logged.push(JSON.stringify(object) + (message ?? ''));
    const log = {
      info: record,
      warn: record,
      error: record,
      debug: record,
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: '',
      outboxDir: join(dir, 'outbox'),
      from: 'a@example.edu',
      log,
    });
    await mailer.send({ to: 'b@example.org', subject: 'Hello', text: 'Your code is 123456' });
    const [file] = readdirSync(join(dir, 'outbox'));
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, 'outbox', file!), 'utf8');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('123456');
    expect(logged.join('')).toContain('Hello');
    expect(logged.join('')).not.toContain('123456');
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
