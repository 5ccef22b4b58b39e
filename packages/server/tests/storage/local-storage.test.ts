import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, UploadTooLargeError } from '../../src/storage/local-storage.ts';
import { isStorageKey } from '../../src/storage/storage.ts';
import { verifyUploadPolicy } from '../../src/storage/upload-policy.ts';

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
