import { createServer, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/storage/s3-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { uploadOrigin } from '../../src/storage/upload-origin.ts';
import { createTestApp } from '../helpers/test-app.ts';

/** The body of a request, with AWS's chunked upload framing (signed or checksum trailers) removed. */
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const framed =
    String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ||
    String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING');
  if (!framed) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A few S3 REST calls (path style) over a Map: enough to see what the adapter sends and reads. */
function fakeS3(objects: Map<string, Buffer>): Server {
  return createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    const body = await bodyOf(request);
    const object = objects.get(path);
    if (request.method === 'PUT') {
      objects.set(path, body);
      response.writeHead(200, { etag: '"1"' }).end();
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else if (!object) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          request.method === 'HEAD'
            ? undefined
            : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
        );
    } else {
      response.writeHead(200, {
        'content-length': object.length,
        'content-type': 'application/pdf',
      });
      response.end(request.method === 'HEAD' ? undefined : object);
    }
  });
}

describe('S3 storage', () => {
  const objects = new Map<string, Buffer>();
  const server = fakeS3(objects);
  let endpoint = '';
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  const storage = () =>
    createS3Storage({
      storageUrl: 's3://admit-docs',
      client: new S3Client({
        endpoint,
        forcePathStyle: true,
        region: 'us-east-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      }),
    });

  it('writes, sizes, reads and removes objects in the bucket', async () => {
    const s3 = storage();
    await s3.write('converted/u/k/c.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(objects.get('/admit-docs/converted/u/k/c.pdf')).toEqual(Buffer.from('%PDF'));
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
