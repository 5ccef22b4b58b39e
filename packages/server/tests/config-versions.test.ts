import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, contextOf } from '../src/app.ts';
import { loadPartner } from '../src/config/partner.ts';
import { signServiceToken } from '../src/crypto/service-token.ts';
import { documentsClient } from './helpers/documents-client.ts';
import { pageTexts } from './helpers/pdf-text.ts';
import {
  BACKENDS,
  PARTNER_DIR,
  PASSWORD,
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  VALID_APPLICATION,
  cookieHeader,
  createTestApp,
  injectFromOwnPages,
  memoryMailer,
  signUpAndLogIn,
  userIdOf,
  type TestApp,
} from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** Replaces (or drops, when `replace` returns undefined) every node with `key` in a JSON tree. */
function editNodes(tree: unknown, key: string, replace: (node: Json) => Json | undefined): unknown {
  if (Array.isArray(tree))
    return tree.flatMap((item) => {
      const edited = editNodes(item, key, replace);
      return edited === undefined ? [] : [edited];
    });
  if (tree && typeof tree === 'object') {
    const node = tree as Json;
    if (node.key === key) return replace(node);
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, editNodes(v, key, replace)]),
    );
  }
  return tree;
}

/**
 * A copy of the partner folder as an office edits it between two deadlines: a question deleted
 * (middle_name), a label renamed (First Name), an option removed (gender F) and a required
 * question added.
 */
function editedPartnerFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'admit-partner-'));
  cpSync(PARTNER_DIR, dir, { recursive: true });
  const about = join(dir, 'pages', 'about.json');
  let page = readJson(about);
  page = editNodes(page, 'middle_name', () => ({
    type: 'text',
    key: 'favourite_subject',
    label: 'Favourite Subject',
    required: true,
  }));
  let renamed = false;
  page = editNodes(page, 'first_name', (node) => {
    if (renamed) return node;
    renamed = true;
    return { ...node, label: 'Given Name' };
  });
  writeJson(about, page);
  const model = readJson(join(dir, 'data-model.json')) as Record<string, Json>;
  model.favourite_subject = {
    type: 'string',
    description: 'About You > Personal Information: Favourite Subject',
  };
  delete model.middle_name;
  writeJson(join(dir, 'data-model.json'), model);
  const partnerFile = join(dir, 'partner.json');
  // Nothing else may name the deleted question: not the full name, not an export column.
  const partner = editNodes(readJson(partnerFile), 'middle_name', () => undefined) as {
    applicantName: { full: string[] };
  };
  partner.applicantName.full = partner.applicantName.full.filter((key) => key !== 'middle_name');
  writeJson(partnerFile, partner);
  const genders = readJson(join(dir, 'options', 'genders.json')) as { value: string }[];
  writeJson(
    join(dir, 'options', 'genders.json'),
    genders.filter((option) => option.value !== 'F'),
  );
  return dir;
}

describe.each(BACKENDS)('an application across a partner config change on %s', (backend) => {
  let t: TestApp;
  let restarted: FastifyInstance | undefined;
  let editedDir: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    editedDir = editedPartnerFolder();
  });
  afterEach(async () => {
    await restarted?.close();
    restarted = undefined;
    await t.close();
    rmSync(editedDir, { recursive: true, force: true });
  });

  /** The same database and data folder, started on the edited partner folder. */
  async function restartOnEditedFolder(): Promise<FastifyInstance> {
    await t.app.close();
    const app = await buildApp({
      env: { ...t.env, partnerConfig: editedDir },
      partner: await loadPartner(editedDir),
      database: t.database,
      mailer: memoryMailer(),
      passwordCost: TEST_PASSWORD_COST,
      logger: false,
      limits: TEST_LIMITS,
    });
    restarted = injectFromOwnPages(app);
    return app;
  }

  const staffView = async (app: FastifyInstance, userId: string) => {
    const token = signServiceToken(t.env.secret, userId);
    const response = await app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${token}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** The application PDF made now (any stored one is forgotten first), its text per page. */
  async function pdfText(app: FastifyInstance, cookie: string, userId: string) {
    await contextOf(app).db.deleteFrom('application_pdfs').where('user_id', '=', userId).execute();
    const docs = documentsClient({ ...t, app }, cookie);
    const ready = await docs.applicationPdf();
    expect(ready.status).toBe('COMPLETED');
    const download = await app.inject({ method: 'GET', url: ready.url, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    // The generation time is the one thing that may differ.
    return (await pageTexts(new Uint8Array(download.rawPayload))).map((page) =>
      page.replace(/Generated: .+? [AP]M [A-Z]+/g, 'Generated: …'),
    );
  }

  it('shows a submitted application to staff and in its PDF exactly as the applicant saw it', async () => {
    const cookie = await signUpAndLogIn(t, 'submitted@example.org');
    const userId = await userIdOf(t, 'submitted@example.org');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { answers: { ...VALID_APPLICATION, middle_name: 'Byron', gender_desc: 'Female' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/submit', headers: { cookie } })).statusCode,
    ).toBe(200);
    const started = contextOf(t.app).partner.hash;
    const before = await staffView(t.app, userId);
    const pdfBefore = await pdfText(t.app, cookie, userId);
    expect(JSON.stringify(before.print)).toContain('Byron');
    expect(pdfBefore.join(' ')).toContain('Middle Name');

    const app = await restartOnEditedFolder();
    expect(contextOf(app).partner.hash).not.toBe(started);
    const after = await staffView(app, userId);
    expect(after.config_version).toBe(started);
    expect(after.print).toEqual(before.print);
    expect(after.retired_answers).toEqual({});
    const pdfAfter = await pdfText(app, cookie, userId);
    expect(pdfAfter).toEqual(pdfBefore);
    const { db } = contextOf(app);
    const application = await db
      .selectFrom('applications')
      .select('started_config')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const submission = await db
      .selectFrom('submissions')
      .select('config_version')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect([application.started_config, submission.config_version]).toEqual([started, started]);
  });

  it('migrates an application in progress: deleted answers kept and listed for staff, a stale tab still saves', async () => {
    const cookie = await signUpAndLogIn(t, 'open@example.org');
    const userId = await userIdOf(t, 'open@example.org');
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { answers: { first_name: 'Ada', middle_name: 'Byron', gender: 'F' } },
    });
    const app = await restartOnEditedFolder();
    const login = await app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'open@example.org', password: PASSWORD },
    });
    const fresh = cookieHeader(login);
    // A tab opened before the change saves a deleted question with a live one.
    const save = await app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: fresh },
      payload: { answers: { last_name: 'Lovelace', middle_name: 'King' } },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({
      message: 'Your answers have been saved.',
      retired: ['middle_name'],
    });
    const profile = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: fresh } })
    ).json();
    expect(profile.answer).toMatchObject({ last_name: 'Lovelace', middle_name: 'Byron' });
    const staff = await staffView(app, userId);
    expect(staff.config_version).toBe(contextOf(app).partner.hash);
    expect(staff.retired_answers).toEqual({ middle_name: 'Byron' });
    // A key no version ever had is still malformed input.
    const bogus = await app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: fresh },
      payload: { answers: { favourite_colour: 'blue' } },
    });
    expect(bogus.statusCode).toBe(400);
    // The new required question is among submit's problems.
    const submit = await app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie: fresh },
    });
    expect(submit.statusCode).toBe(422);
    expect(submit.json().problems.map((p: { key: string }) => p.key)).toContain(
      'favourite_subject',
    );
  });
});
