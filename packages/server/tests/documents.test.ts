import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_MESSAGES } from '@admit/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signServiceToken } from '../src/crypto/service-token.ts';
import { DEFAULT_LIMITS } from '../src/config/limits.ts';
import { purgeExpired } from '../src/store/purge-expired.ts';
import { DOCUMENT_MESSAGES } from '../src/documents/document-error.ts';
import { ABANDONED_AFTER_MS } from '../src/store/upload-forms.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import {
  EXECUTABLE,
  LANDSCAPE_JPEG,
  macroDocx,
  makeDocx,
  makePdf,
  makePng,
  makeScanPdf,
  zipBomb,
} from './helpers/document-fixtures.ts';
import { documentsClient } from './helpers/documents-client.ts';
import { qpdf } from './helpers/hostile-pdf.ts';
import {
  BACKENDS,
  VALID_APPLICATION,
  createTestApp,
  eventually,
  signUpAndLogIn,
  type TestApp,
  userIdOf,
} from './helpers/test-app.ts';
import { dropJobSchema } from './helpers/job-schema.ts';

const KEYS = [
  'ward_doc_upload',
  'md_armed_forces_orders',
  'md_armed_forces_spouse_child_doc',
  'md_veteran_doc',
];

describe.each(BACKENDS)('documents on %s', (backend) => {
  let t: TestApp;
  let now: number;
  let cookie: string;
  let docs: ReturnType<typeof documentsClient>;
  beforeEach(async () => {
    now = Date.now();
    t = await createTestApp(backend, { now: () => now });
    cookie = await signUpAndLogIn(t, 'docs@example.org');
    docs = documentsClient(t, cookie);
  });
  afterEach(async () => {
    await t.close();
    await dropJobSchema(t);
  });

  const uploadsLeft = () => {
    try {
      return readdirSync(join(t.env.dataDir, 'storage', 'uploads'), { recursive: true }).filter(
        (f) => String(f).split('/').length === 3,
      );
    } catch {
      return [];
    }
  };

  it('uploads, converts and lists a png, a jpeg, a pdf and a docx', async () => {
    const files: [string, string, Uint8Array][] = [
      [KEYS[0]!, 'court-order.png', makePng(120, 160)],
      [KEYS[1]!, 'orders.jpg', LANDSCAPE_JPEG],
      [KEYS[2]!, 'proof.pdf', await makePdf('Proof', 2)],
      [KEYS[3]!, 'dd214.docx', await makeDocx('Discharge papers')],
    ];
    for (const [key, name, bytes] of files) {
      const queued = await docs.upload(key, name, bytes);
      expect(queued.statusCode, queued.body).toBe(200);
      expect(queued.json()).toEqual({
        status: 'UNPROCESSED',
        file_name: name,
        file_size: bytes.byteLength,
      });
    }
    for (const [key, name, bytes] of files)
      expect(await docs.settle(key)).toEqual({
        status: 'COMPLETED',
        file_name: name,
        file_size: bytes.byteLength,
      });
    const expected = Object.fromEntries(
      files.map(([key, name, bytes]) => [key, { file_name: name, file_size: bytes.byteLength }]),
    );
    expect((await docs.call('GET', '/api/document-answer')).json()).toEqual(expected);
    const profile = (await docs.call('GET', '/api/profile')).json();
    expect(profile.document_answer).toEqual(expected);
    for (const key of KEYS) expect(profile.answer[key]).toBe('ANSWERED');
    const token = signServiceToken(t.env.secret, await userId(), Date.now());
    const staff = await t.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
    });
    // Staff are told which documents a screen reader cannot read: the photos.
    expect(staff.json().document_answer).toEqual({
      ...expected,
      [KEYS[0]!]: { ...expected[KEYS[0]!], image_only: true },
      [KEYS[1]!]: { ...expected[KEYS[1]!], image_only: true },
    });
  });

  it('tells staff, and only staff, that a document is an image-only scan', async () => {
    const scan = await makeScanPdf();
    const text = await makePdf('Transcript');
    for (const [key, name, bytes] of [
      [KEYS[1]!, 'scan.pdf', scan],
      [KEYS[2]!, 'transcript.pdf', text],
    ] as const) {
      expect((await docs.upload(key, name, bytes)).statusCode).toBe(200);
      expect((await docs.settle(key)).status).toBe('COMPLETED');
    }
    const rows = await t.db
      .selectFrom('documents')
      .select(['key', 'image_only'])
      .orderBy('key')
      .execute();
    expect(rows.map((row) => [row.key, Number(row.image_only)])).toEqual([
      [KEYS[1]!, 1],
      [KEYS[2]!, 0],
    ]);
    const token = signServiceToken(t.env.secret, await userId(), Date.now());
    const staff = (
      await t.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
      })
    ).json();
    expect(staff.document_answer).toEqual({
      [KEYS[1]!]: { file_name: 'scan.pdf', file_size: scan.byteLength, image_only: true },
      [KEYS[2]!]: { file_name: 'transcript.pdf', file_size: text.byteLength },
    });
    for (const url of ['/api/document-answer', '/api/profile']) {
      const body = (await docs.call('GET', url)).json();
      expect(JSON.stringify(body)).not.toContain('image_only');
    }
  });

  const userId = () => userIdOf(t, 'docs@example.org');

  it('refuses each bad file with its message and keeps nothing of it', async () => {
    const key = KEYS[1]!;
    const tooBig = await docs.postForm(await docs.presign(key), 'big.pdf', new Uint8Array(1048577));
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, FILE_MESSAGES.tooLarge]);
    const empty = await docs.postForm(await docs.presign(key), 'empty.pdf', new Uint8Array());
    expect([empty.statusCode, empty.json().message]).toEqual([400, FILE_MESSAGES.empty]);
    const refused: [string, Uint8Array, string][] = [
      [
        'photo.png',
        new TextEncoder().encode('just text, no picture'),
        FILE_MESSAGES.contentMismatch,
      ],
      ['transcript.pdf', EXECUTABLE, FILE_MESSAGES.contentMismatch],
      ['essay.docx', macroDocx(), DOCUMENT_MESSAGES.macros],
      ['essay.docx', zipBomb(), DOCUMENT_MESSAGES.tooLargeUnpacked],
      [`${'n'.repeat(29)}.png`, makePng(8, 8), FILE_MESSAGES.nameTooLong],
    ];
    for (const [name, bytes, message] of refused) {
      const response = await docs.upload(key, name, bytes);
      expect([name, response.statusCode, response.json().message]).toEqual([name, 400, message]);
    }
    expect(await docs.settle(key)).toEqual({ status: 'NOT_ANSWERED' });
    expect((await docs.call('GET', '/api/document-answer')).json()).toEqual({});
    expect((await docs.call('GET', '/api/profile')).json().answer).toEqual({});
    expect(uploadsLeft()).toEqual([]);
  });

  it('fails a conversion it cannot do with a message and clears the answer', async () => {
    const locked = qpdf(await makePdf('Locked'), ['--encrypt', 'user', 'owner', '256', '--']);
    expect((await docs.upload(KEYS[2]!, 'locked.pdf', locked)).statusCode).toBe(200);
    expect(await docs.settle(KEYS[2]!)).toMatchObject({
      status: 'FAILED',
      message: DOCUMENT_MESSAGES.encryptedPdf,
      error: DOCUMENT_MESSAGES.encryptedPdf,
      code: 'invalid_file',
    });
    expect((await docs.call('GET', '/api/profile')).json().answer).toEqual({});
    expect((await docs.call('GET', '/api/document-answer')).json()).toEqual({});
  });

  it('guards the upload form: signature, expiry, content type, owner and question', async () => {
    const form = await docs.presign(KEYS[0]!);
    const forged = await docs.postForm(
      { ...form, fields: { ...form.fields, key: `${form.fields.key}x` } },
      'a.png',
      makePng(2, 2),
    );
    expect(forged.statusCode).toBe(403);
    const textType = await docs.postForm(form, 'a.png', makePng(2, 2), 'text/html');
    expect([textType.statusCode, textType.json().message]).toEqual([
      400,
      FILE_MESSAGES.typeNotAllowed,
    ]);
    now += 301_000;
    expect((await docs.postForm(form, 'a.png', makePng(2, 2))).statusCode).toBe(403);
    now -= 301_000;
    const other = await signUpAndLogIn(t, 'other@example.org');
    const theirs = documentsClient(t, other);
    const theirForm = await theirs.presign(KEYS[0]!);
    expect((await theirs.postForm(theirForm, 'a.png', makePng(2, 2))).statusCode).toBe(204);
    const stolen = await docs.call('POST', `/api/pdf/document-answer/${KEYS[0]}`, {
      file_key: theirForm.fields.key,
      file_name: 'a.png',
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await docs.call('POST', '/api/presigned-url', { answer_key: 'first_name' })).statusCode,
    ).toBe(400);
    expect((await docs.call('GET', '/api/pdf/document-answer/first_name')).statusCode).toBe(400);
    expect((await docs.call('DELETE', '/api/document-answer/..%2Fsecret')).statusCode).toBe(400);
    const anonymous = documentsClient(t, 'admit_session=forged');
    expect(
      (await anonymous.call('POST', '/api/presigned-url', { answer_key: KEYS[0]! })).statusCode,
    ).toBe(401);
    expect((await anonymous.call('GET', '/api/pdf')).statusCode).toBe(401);
    expect((await anonymous.call('GET', '/api/pdf/download')).statusCode).toBe(401);
  });

  it('deletes a document with its conversion and answer, and replaces one by a new upload', async () => {
    await docs.upload(KEYS[0]!, 'first.png', makePng(10, 10));
    expect((await docs.settle(KEYS[0]!)).status).toBe('COMPLETED');
    await docs.upload(KEYS[0]!, 'second.png', makePng(12, 12));
    expect(await docs.settle(KEYS[0]!)).toMatchObject({
      status: 'COMPLETED',
      file_name: 'second.png',
    });
    // Once converted, the upload as posted is gone: only the sealed, sanitised PDF stays.
    expect(uploadsLeft()).toEqual([]);
    const deleted = await docs.call('DELETE', `/api/document-answer/${KEYS[0]}`);
    expect(deleted.json()).toEqual({ message: 'Your file has been deleted.' });
    expect(await docs.settle(KEYS[0]!)).toEqual({ status: 'NOT_ANSWERED' });
    expect((await docs.call('GET', '/api/profile')).json().answer).toEqual({});
    await docs.upload(KEYS[1]!, 'x.png', makePng(10, 10));
    await docs.settle(KEYS[1]!);
    expect((await docs.call('DELETE', `/api/pdf/document-answer/${KEYS[1]}`)).statusCode).toBe(200);
    expect((await docs.call('GET', '/api/document-answer')).json()).toEqual({});
    expect(uploadsLeft()).toEqual([]);
  });

  it('removes uploads posted to storage but never handed in for conversion, an hour after their form expired', async () => {
    const abandoned = await docs.presign(KEYS[0]!);
    expect((await docs.postForm(abandoned, 'left.png', makePng(10, 10))).statusCode).toBe(204);
    await docs.presign(KEYS[1]!); // never posted
    await docs.upload(KEYS[2]!, 'kept.png', makePng(10, 10));
    expect((await docs.settle(KEYS[2]!)).status).toBe('COMPLETED');
    const handedIn = (await t.db.selectFrom('documents').select('file_key').execute())[0]!;
    const storage = createStorage(t.env, () => now);
    const purge = () => purgeExpired(t.db, storage, DEFAULT_LIMITS, now);
    const forms = () => t.db.selectFrom('upload_forms').select('file_key').execute();
    expect(await forms()).toHaveLength(2);

    // The handed-in upload goes once its conversion completed (just after the status is written);
    // the abandoned one is still there.
    await eventually(() => uploadsLeft().length === 1, 'the handed-in upload to go');
    expect(uploadsLeft()).not.toContain(handedIn.file_key.replace(/^uploads\//, ''));
    now += 5 * 60 * 1000 + ABANDONED_AFTER_MS - 1000; // not yet: the form expired under an hour ago
    await purge();
    expect(uploadsLeft()).toHaveLength(1);
    now += 2000;
    await purge();
    expect(uploadsLeft()).toEqual([]);
    expect(await forms()).toEqual([]);
    expect(await t.db.selectFrom('documents').select('file_key').execute()).toEqual([handedIn]);
  });

  it("deletes the leaving tab's document when another tab is chosen", async () => {
    await docs.upload(KEYS[0]!, 'court-order.png', makePng(10, 10));
    expect((await docs.settle(KEYS[0]!)).status).toBe('COMPLETED');
    const chosen = await docs.call('PUT', '/api/tabs', {
      tab_id: 'ward_proof',
      chosen_tab: 'essay',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await docs.call('GET', '/api/document-answer')).json()).toEqual({});
    expect(await docs.settle(KEYS[0]!)).toEqual({ status: 'NOT_ANSWERED' });
    expect((await docs.call('GET', '/api/profile')).json().answer[KEYS[0]!]).toBeUndefined();
    expect(uploadsLeft()).toEqual([]);
  });

  it('freezes documents with the application once it is submitted (409)', async () => {
    await docs.call('PUT', '/api/answer', { answers: VALID_APPLICATION });
    expect((await docs.call('POST', '/api/submit')).statusCode).toBe(200);
    expect(
      (await docs.call('POST', '/api/presigned-url', { answer_key: KEYS[0]! })).statusCode,
    ).toBe(409);
    expect((await docs.call('DELETE', `/api/document-answer/${KEYS[0]}`)).statusCode).toBe(409);
    expect(
      (
        await docs.call('POST', `/api/pdf/document-answer/${KEYS[0]}`, {
          file_key: 'uploads/x/y/z',
          file_name: 'a.png',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lists the document routes in the OpenAPI document', async () => {
    const paths = Object.keys((await docs.call('GET', '/api/openapi.json')).json().paths);
    for (const path of [
      '/api/presigned-url',
      '/api/document-answer',
      '/api/document-answer/{key}',
      '/api/pdf/document-answer/{key}',
      '/api/pdf',
      '/api/pdf/download',
      '/storage/upload',
    ])
      expect(paths).toContain(path);
  });

  it('refuses writes with a service token', async () => {
    const token = signServiceToken(t.env.secret, await userId(), Date.now());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/presigned-url?service_token=${encodeURIComponent(token)}`,
      headers: { cookie },
      payload: { answer_key: KEYS[0] },
    });
    expect(response.statusCode).toBe(403);
  });
});
