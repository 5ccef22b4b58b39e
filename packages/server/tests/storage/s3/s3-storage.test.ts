import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../src/storage/s3/s3-storage.ts';
import type { Storage } from '../../../src/storage/storage.ts';
import { uploadOrigin } from '../../../src/storage/upload-origin.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/** The S3 HTTP API of s3rver (a real S3-compatible server, browser POST uploads included). */
describe('S3 storage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'admit-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'admit-docs', configs: [] }],
  });
  let endpoint = '';
  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const storage = () =>
    createS3Storage({
      storageUrl: 's3://admit-docs',
      client: new S3Client({
        endpoint,
        forcePathStyle: true,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    });

  it('writes, sizes, reads and removes objects in the bucket', async () => {
    const s3 = storage();
    await s3.write('converted/u/k/c.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(await s3.size('converted/u/k/c.pdf')).toBe(4);
    expect(await s3.read('converted/u/k/c.pdf')).toEqual(new Uint8Array([37, 80, 68, 70]));
    await s3.remove('converted/u/k/c.pdf');
    expect(await s3.read('converted/u/k/c.pdf')).toBeUndefined();
    expect(await s3.size('converted/u/k/c.pdf')).toBeUndefined();
  });

  it('hands out a real presigned POST pinning the key and the size range', async () => {
    const form = await storage().presignUpload({
      key: 'uploads/u/k/token',
      minBytes: 1,
      maxBytes: 1048576,
      contentTypes: ['image/png'],
      expiresInSeconds: 300,
    });
    expect(form.url).toBe(`${endpoint}/admit-docs`);
    expect(form.fields.key).toBe('uploads/u/k/token');
    expect(form.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1048576]);
    expect(policy.conditions).toContainEqual({ key: 'uploads/u/k/token' });
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('takes the file a browser posts with the presigned form, under the pinned key', async () => {
    const s3 = storage();
    const form = await s3.presignUpload({
      key: 'uploads/u/k/posted',
      minBytes: 1,
      maxBytes: 1048576,
      contentTypes: ['image/png'],
      expiresInSeconds: 300,
    });
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([new Uint8Array([137, 80, 78, 71])]), 'photo.png');
    expect((await fetch(form.url, { method: 'POST', body })).status).toBe(204);
    expect(await s3.read('uploads/u/k/posted')).toEqual(new Uint8Array([137, 80, 78, 71]));
    // s3rver does not enforce a policy's conditions as S3 does (key, size range): the server
    // never relies on them alone, it checks the bytes and the key it handed out at hand-in.
  });

  it("names the bucket's origin for the CSP, and none for local storage", async () => {
    expect(await uploadOrigin(storage(), 'https://apply.example.edu')).toBe(endpoint);
    const local = { kind: 'local' } as Storage;
    expect(await uploadOrigin(local, 'https://apply.example.edu')).toBeUndefined();
  });

  it('lets the browser post to the bucket: its origin is in connect-src, nothing else is', async () => {
    const t = await createTestApp('sqlite', { storage: storage() });
    try {
      const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
      expect(/connect-src ([^;]*)/.exec(csp)![1]).toBe(`'self' ${endpoint}`);
      expect(/script-src ([^;]*)/.exec(csp)![1]).toBe("'self'");
    } finally {
      await t.close();
    }
  });

  it('refuses a STORAGE_URL that is not s3://bucket', () => {
    expect(() => createS3Storage({ storageUrl: 's3://bucket/prefix' })).toThrow(/s3:\/\/bucket/);
  });
});
