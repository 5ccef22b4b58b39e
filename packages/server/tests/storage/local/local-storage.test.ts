import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLocalStorage,
  UploadTooLargeError,
} from '../../../src/storage/local/local-storage.ts';
import { HOST } from '../../../src/storage/scratch-area.ts';
import { isStorageKey } from '../../../src/storage/storage.ts';
import { verifyUploadPolicy } from '../../../src/storage/local/upload-policy.ts';
import { waitFor } from '../../helpers/processes.ts';

const root = mkdtempSync(join(tmpdir(), 'admit-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const now = 1_000_000;
const storage = createLocalStorage({
  root,
  uploadUrl: 'https://apply.example.edu/storage/upload',
  secret: 's',
  now: () => now,
});

describe('storage keys', () => {
  it('accepts only keys the server makes', () => {
    expect(isStorageKey('uploads/6f1c-user/md_doc/AbC_12-x')).toBe(true);
    expect(isStorageKey('converted/u/k/id.pdf')).toBe(true);
    for (const key of [
      '',
      '../secret',
      'a/../b',
      '/etc/passwd',
      'a//b',
      'a/b c',
      'a/.hidden',
      'a/b.tar.gz',
      'é',
    ])
      expect([key, isStorageKey(key)]).toEqual([key, false]);
  });
});

describe('local storage', () => {
  it('writes, sizes, reads and removes objects, never leaving temp files', async () => {
    await storage.write('a/b/c.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(await storage.size('a/b/c.pdf')).toBe(3);
    expect(await storage.read('a/b/c.pdf')).toEqual(new Uint8Array([1, 2, 3]));
    expect(readdirSync(join(root, 'a', 'b'))).toEqual(['c.pdf']);
    await storage.remove('a/b/c.pdf');
    await storage.remove('a/b/c.pdf');
    expect(await storage.read('a/b/c.pdf')).toBeUndefined();
    expect(await storage.size('a/b/c.pdf')).toBeUndefined();
    await expect(storage.read('../outside')).rejects.toThrow(/Not a storage key/);
  });

  it('receives a stream up to its limit and keeps nothing of a larger one', async () => {
    expect(
      await storage.receive('up/ok', Readable.from([Buffer.alloc(10), Buffer.alloc(6)]), 16),
    ).toBe(16);
    await expect(
      storage.receive('up/big', Readable.from([Buffer.alloc(10), Buffer.alloc(7)]), 16),
    ).rejects.toThrow(UploadTooLargeError);
    expect(readdirSync(join(root, 'up'))).toEqual(['ok']);
  });

  it('keeps files being written private, and a killed upload leaves nothing after the next start', async () => {
    const killedRoot = join(root, 'killed');
    // A server receiving an upload whose last bytes never come.
    const receiving = spawn(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `import { PassThrough } from 'node:stream';
         import { createLocalStorage } from ${JSON.stringify(new URL('../../../src/storage/local/local-storage.ts', import.meta.url).href)};
         const storage = createLocalStorage({ root: process.argv[1], uploadUrl: 'http://x/', secret: 's', now: Date.now });
         const body = new PassThrough();
         body.write(Buffer.from('%PDF-1.7 a transcript, half uploaded'));
         setInterval(() => undefined, 60_000);
         await storage.receive('uploads/u/k/t', body, 1024);`,
        killedRoot,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const temps = () => {
      try {
        return readdirSync(join(killedRoot, '.tmp'), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name));
      } catch {
        return [];
      }
    };
    await waitFor('the upload in a temp file', () =>
      temps().some((path) => statSync(path).size > 0),
    );
    receiving.kill('SIGKILL');
    await once(receiving, 'exit');
    const [left] = temps();
    expect(left).toContain(`run-${HOST}-${receiving.pid}-`);
    expect([statSync(left!).mode & 0o777, statSync(join(left!, '..')).mode & 0o777]).toEqual([
      0o600, 0o700,
    ]);

    const next = createLocalStorage({
      root: killedRoot,
      uploadUrl: 'http://x/',
      secret: 's',
      now: () => now,
    });
    await next.write('uploads/u/k/other', new Uint8Array([1]), 'application/pdf');
    expect(temps()).toEqual([]);
    expect(readdirSync(join(killedRoot, 'uploads', 'u', 'k'))).toEqual(['other']);
  });

  it('signs an upload form that pins its key and expires', async () => {
    const form = await storage.presignUpload({
      key: 'uploads/u/k/t',
      minBytes: 1,
      maxBytes: 100,
      contentTypes: ['image/png'],
      expiresInSeconds: 60,
    });
    expect(form.url).toBe('https://apply.example.edu/storage/upload');
    expect(verifyUploadPolicy('s', form.fields, now)).toMatchObject({
      key: 'uploads/u/k/t',
      maxBytes: 100,
    });
    expect(verifyUploadPolicy('other-secret', form.fields, now)).toBeUndefined();
    expect(
      verifyUploadPolicy('s', { ...form.fields, key: 'uploads/u/k/other' }, now),
    ).toBeUndefined();
    expect(verifyUploadPolicy('s', form.fields, now + 61_000)).toBeUndefined();
  });
});
