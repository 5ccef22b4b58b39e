import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The spec's document calls, as the web app makes them, against a test app. */
export function documentsClient(t: TestApp, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** POST /api/presigned-url: `{url, fields}`. */
  async function presign(key: string) {
    const response = await call('POST', '/api/presigned-url', { answer_key: key });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { url: string; fields: Record<string, string> };
  }

  /** Posts a form (fields, then the file) to the storage URL of a presigned upload. */
  async function postForm(
    form: { url: string; fields: Record<string, string> },
    name: string,
    bytes: Uint8Array,
    type = 'application/octet-stream',
  ) {
    const body = new FormData();
    for (const [field, value] of Object.entries(form.fields)) body.append(field, value);
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const request = new Request('http://localhost/', { method: 'POST', body });
    return t.app.inject({
      method: 'POST',
      url: new URL(form.url).pathname,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  /** Presigns, posts the file and asks for its conversion; returns the conversion request's answer. */
  async function upload(key: string, name: string, bytes: Uint8Array, type?: string) {
    const form = await presign(key);
    const stored = await postForm(form, name, bytes, type);
    expect(stored.statusCode, stored.body).toBe(204);
    return call('POST', `/api/pdf/document-answer/${key}`, {
      file_key: form.fields.key,
      file_name: name,
    });
  }

  /** Polls the conversion status (as the client does every 2 s, here every 50 ms) until it settles. */
  async function settle(key: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = (await call('GET', `/api/pdf/document-answer/${key}`)).json();
      if (status.status !== 'UNPROCESSED' && status.status !== 'IN_PROGRESS') return status;
      if (Date.now() > deadline) throw new Error(`conversion of ${key} still ${status.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Polls GET /api/pdf until the application PDF is ready. */
  async function applicationPdf(timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = (await call('GET', '/api/pdf')).json();
      if (status.status !== 'UNPROCESSED' && status.status !== 'IN_PROGRESS') return status;
      if (Date.now() > deadline) throw new Error(`application PDF still ${status.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { call, presign, postForm, upload, settle, applicationPdf };
}
