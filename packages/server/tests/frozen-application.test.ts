import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_ERROR } from '../src/db/frozen-application.ts';
import { DOCUMENT_MESSAGES } from '../src/documents/document-error.ts';
import { FROZEN_MESSAGE as FROZEN } from '../src/http/error-handler.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { makePng } from './helpers/document-fixtures.ts';
import { documentsClient } from './helpers/documents-client.ts';
import { dropJobSchema } from './helpers/job-schema.ts';
import {
  BACKENDS,
  VALID_APPLICATION,
  createTestApp,
  signUpAndLogIn,
  testEnv,
  type TestApp,
  userIdOf,
} from './helpers/test-app.ts';

/**
 * A storage whose reads after the first (the conversion request reads the upload once, then the
 * worker reads it again) wait until the test opens the gate.
 */
function gatedStorage(root: string) {
  const storage = createStorage(testEnv(root), Date.now);
  let open!: () => void;
  let reading!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const workerReading = new Promise<void>((resolve) => (reading = resolve));
  let reads = 0;
  const gated: Storage = Object.assign(Object.create(storage) as Storage, {
    async read(key: string) {
      if (++reads > 1) {
        reading();
        await gate;
      }
      return storage.read(key);
    },
  });
  return { storage: gated, open, workerReading };
}

describe.each(BACKENDS)('a submitted application stays as validated on %s', (backend) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let storageRoot: string;
  let gate: ReturnType<typeof gatedStorage>;
  beforeEach(async () => {
    storageRoot = mkdtempSync(join(tmpdir(), 'admit-frozen-'));
    gate = gatedStorage(storageRoot);
    t = await createTestApp(backend, { storage: gate.storage });
    cookie = await signUpAndLogIn(t, 'frozen@example.org');
    userId = await userIdOf(t, 'frozen@example.org');
  });
  afterEach(async () => {
    gate.open();
    await t.close();
    await dropJobSchema(t);
    rmSync(storageRoot, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const answers = async () => (await call('GET', '/api/profile')).json().answer;
  const submit = () => t.db.insertInto('submissions').values({ user_id: userId, submitted_at: 1 });

  it('refuses, in the database, every write to its answers, block counts and tab choices', async () => {
    await call('PUT', '/api/answer', { answers: { first_name: 'Ada' } });
    await submit().execute();
    const refused = [
      t.db
        .insertInto('answers')
        .values({ user_id: userId, key: 'last_name', value: '"L"', updated_at: 1 }),
      t.db.updateTable('answers').set({ value: '"Eve"' }).where('user_id', '=', userId),
      t.db.deleteFrom('answers').where('user_id', '=', userId),
      t.db
        .insertInto('add_another')
        .values({ user_id: userId, button_id: 'parents', num_components: 2 }),
      t.db
        .insertInto('tabs')
        .values({ user_id: userId, tab_id: 'ward_proof', chosen_tab: 'essay' }),
    ];
    for (const write of refused) await expect(write.execute()).rejects.toThrow(FROZEN_ERROR);
    expect(await answers()).toEqual({ first_name: 'Ada' });
    // Another applicant's application is open as before.
    const other = await signUpAndLogIn(t, 'open@example.org');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: other },
      payload: { answers: { first_name: 'Bo' } },
    });
    expect(put.statusCode).toBe(200);
  });

  it('answers 409 to an answer saved while the submission is being recorded', async () => {
    await call('PUT', '/api/answer', { answers: VALID_APPLICATION });
    let late: ReturnType<typeof call> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await t.database.lockApplication(trx, userId);
      late = call('PUT', '/api/answer', { answers: { first_name: 'Eve' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx.insertInto('submissions').values({ user_id: userId, submitted_at: 1 }).execute();
    });
    const response = await late!;
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: FROZEN });
    expect((await answers()).first_name).toBe('Ada');
  });

  it('validates what was saved before it: a required answer cleared meanwhile makes submit 422', async () => {
    await call('PUT', '/api/answer', { answers: VALID_APPLICATION });
    let submitting: ReturnType<typeof call> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('answers')
        .where('user_id', '=', userId)
        .where('key', '=', 'first_name')
        .execute();
      submitting = call('POST', '/api/submit');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await submitting!;
    expect(response.statusCode).toBe(422);
    expect(response.json().problems.map((p: { key: string }) => p.key)).toContain('first_name');
    expect((await call('PUT', '/api/answer', { answers: { first_name: 'Ada' } })).statusCode).toBe(
      200,
    );
  });

  it('fails a conversion that finishes after the submission, leaving the answers as submitted', async () => {
    await call('PUT', '/api/answer', { answers: VALID_APPLICATION });
    const docs = documentsClient(t, cookie);
    const requested = await docs.upload('ward_doc_upload', 'late.png', makePng(10, 10));
    expect(requested.statusCode).toBe(200);
    await gate.workerReading;
    expect((await call('POST', '/api/submit')).statusCode).toBe(200);
    gate.open();
    expect(await docs.settle('ward_doc_upload')).toMatchObject({
      status: 'FAILED',
      message: DOCUMENT_MESSAGES.submittedFirst,
    });
    expect((await answers()).ward_doc_upload).toBeUndefined();
  });
});
