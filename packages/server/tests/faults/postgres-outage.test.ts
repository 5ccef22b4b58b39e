import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.ts';
import { GENERIC_ERROR_MESSAGE as UNEXPECTED_ERROR } from '@admit/contract/constants';
import { makeDocx } from '../helpers/document-fixtures.ts';
import { postgresBinDir, startPgCluster, type PgCluster } from '../helpers/pg-cluster.ts';
import {
  seedApplicant,
  spawnServer,
  startServer,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { PARTNER_DIR, testPartner } from '../helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
/** The spec's bounds: no request waits longer; requests succeed again this soon after a restart. */
const LONGEST_ANSWER_MS = 10_000;
const RECOVERY_MS = 5_000;
const SAVERS = 4;
const DOCUMENT_KEY = 'md_veteran_doc';

const NO_POSTGRES = postgresBinDir()
  ? ''
  : ' (skipped: no /usr/lib/postgresql/*/bin/initdb; apt-get install postgresql)';
if (NO_POSTGRES) console.warn(`PostgreSQL outage tests${NO_POSTGRES}`);

/** One PUT /api/answer as a client saw it. */
interface Save {
  key: string;
  value: string;
  started: number;
  ended: number;
  /** 0: no HTTP answer at all (refused, reset, or no answer within 15 s). */
  status: number;
  retryAfter: string | null;
  message: string;
}

/** When PostgreSQL went away and came back. */
interface Outage {
  mode: 'fast' | 'immediate';
  /** `pg_ctl stop` was called. */
  stopping: number;
  /** `pg_ctl stop` returned: it is down. */
  down: number;
  /** `pg_ctl start` was called. */
  restarting: number;
  /** `pg_ctl start` returned: it accepts connections. */
  back: number;
}

describe.skipIf(Boolean(NO_POSTGRES))(`the server through PostgreSQL outages${NO_POSTGRES}`, () => {
  let cluster: PgCluster;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await startPgCluster();
    dataDir = mkdtempSync(join(tmpdir(), 'admit-outage-'));
  });
  afterAll(async () => {
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const serverEnv = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL,
    PARTNER_CONFIG: PARTNER_DIR,
    SMTP_URL: '',
    SECRET: 'outage-test-secret',
    // A job whose outcome could not be recorded is retried once its lease ends. The conversion
    // limit leaves room for LibreOffice's start on a loaded 2-core machine (over 10 s seen).
    JOB_LEASE_SECONDS: '25',
    CONVERSION_TIMEOUT_SECONDS: '20',
  });

  /** A client of one server process, logged in as one applicant. */
  function clientOf(address: string, cookie: string) {
    const call = (method: string, path: string, body?: object) =>
      fetch(`${address}${path}`, {
        method,
        headers: {
          cookie,
          origin: PUBLIC_URL,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    async function save(key: string, value: string): Promise<Save> {
      const started = Date.now();
      try {
        const response = await call('PUT', '/api/answer', { answers: { [key]: value } });
        const { message } = (await response.json()) as { message: string };
        const retryAfter = response.headers.get('retry-after');
        return {
          key,
          value,
          started,
          ended: Date.now(),
          status: response.status,
          retryAfter,
          message,
        };
      } catch (error) {
        return {
          key,
          value,
          started,
          ended: Date.now(),
          status: 0,
          retryAfter: null,
          message: String(error),
        };
      }
    }
    /** Polls `path` until its status is `wanted`. */
    async function until(path: string, wanted: string, ms: number) {
      const deadline = Date.now() + ms;
      for (let last = ''; ; await sleep(100)) {
        const response = await call('GET', path).catch(() => undefined);
        if (response?.status === 200) last = ((await response.json()) as { status: string }).status;
        if (last === wanted) return;
        if (Date.now() > deadline) throw new Error(`${path}: still ${last}, wanted ${wanted}`);
      }
    }
    return { call, save, until };
  }

  /** Posts a .docx for conversion, the way the browser does. */
  async function uploadDocx(address: string, client: ReturnType<typeof clientOf>) {
    const presigned = await client.call('POST', '/api/presigned-url', { answer_key: DOCUMENT_KEY });
    const form = (await presigned.json()) as { url: string; fields: Record<string, string> };
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([new Uint8Array(await makeDocx('Through an outage'))]), 'a.docx');
    const posted = await fetch(`${address}${new URL(form.url).pathname}`, {
      method: 'POST',
      body,
      headers: { origin: PUBLIC_URL },
    });
    expect(posted.status).toBe(204);
    const queued = await client.call('POST', `/api/pdf/document-answer/${DOCUMENT_KEY}`, {
      file_key: form.fields.key,
      file_name: 'a.docx',
    });
    expect(queued.status).toBe(200);
  }

  it(
    'answers 503 while PostgreSQL is stopped, serves again within 5 s of its return, loses no acknowledged save and finishes its jobs',
    { timeout: 240_000 },
    async () => {
      const server = await startServer(serverEnv());
      try {
        const seeding = createDatabase({ databaseUrl: cluster.url, dataDir });
        const cookie = await seedApplicant(seeding.db, 'outage@example.org');
        await seeding.destroy();
        const client = clientOf(server.address, cookie);
        // Text questions that take a save's value (the server refuses text over a field's limit).
        const keys = (await testPartner()).model.fields
          .filter((field) => field.kind === 'text' && (field.maxLength ?? 0) >= 40)
          .slice(0, SAVERS)
          .map((field) => field.key);

        // Each saver changes its own answer, one save after another, as a typing applicant does.
        const saves: Save[] = [];
        let saving = true;
        const savers = keys.map(async (key) => {
          for (let n = 1; saving; n++) {
            saves.push(await client.save(key, `${key}-${n}`));
            await sleep(25);
          }
        });

        const outages: Outage[] = [];
        const health: Array<{ status: number; retryAfter: string | null; ms: number }> = [];
        try {
          // A conversion is running when PostgreSQL goes away: it cannot record its outcome.
          await uploadDocx(server.address, client);
          await client.until(`/api/pdf/document-answer/${DOCUMENT_KEY}`, 'IN_PROGRESS', 20_000);
          for (const mode of ['fast', 'immediate'] as const) {
            await sleep(1_000);
            const stopping = Date.now();
            await cluster.stop(mode);
            const down = Date.now();
            await sleep(1_500);
            const asked = Date.now();
            const response = await fetch(`${server.address}/healthz`);
            health.push({
              status: response.status,
              retryAfter: response.headers.get('retry-after'),
              ms: Date.now() - asked,
            });
            await sleep(1_500);
            expect(server.alive()).toBe(true);
            const restarting = Date.now();
            await cluster.start();
            outages.push({ mode, stopping, down, restarting, back: Date.now() });
            await sleep(RECOVERY_MS + 2_000);
          }
        } finally {
          saving = false;
          await Promise.all(savers);
        }

        expect(server.alive()).toBe(true);
        // No hang, no 500, no dropped connection: the process answered every request.
        for (const save of saves) {
          expect([200, 503], JSON.stringify(save)).toContain(save.status);
          expect(save.ended - save.started).toBeLessThan(LONGEST_ANSWER_MS);
        }
        for (const [index, { down, restarting, back }] of outages.entries()) {
          const during = saves.filter((save) => save.started >= down && save.ended <= restarting);
          expect(during.length).toBeGreaterThan(0);
          for (const save of during) {
            expect(save.status).toBe(503);
            expect(save.retryAfter).toBe('5');
            expect(save.message).toBe(UNEXPECTED_ERROR);
          }
          const next = outages[index + 1]?.stopping ?? Infinity;
          const recovered = saves.filter(
            (save) => save.started >= back + RECOVERY_MS && save.ended < next,
          );
          expect(recovered.length).toBeGreaterThan(0);
          expect(recovered.every((save) => save.status === 200)).toBe(true);
        }
        for (const check of health) {
          expect(check.status).toBe(503);
          expect(check.retryAfter).toBe('5');
          expect(check.ms).toBeLessThan(LONGEST_ANSWER_MS);
        }

        // Every answer is the last save acknowledged for it, or a later one whose outcome the
        // client never learnt (its connection broke during the commit): never an older one.
        const profile = (await (await client.call('GET', '/api/profile')).json()) as {
          answer: Record<string, string>;
        };
        for (const key of keys) {
          const mine = saves.filter((save) => save.key === key);
          const lastAcknowledged = mine.findLastIndex((save) => save.status === 200);
          expect(lastAcknowledged).toBeGreaterThanOrEqual(0);
          const possible = mine.slice(lastAcknowledged).map((save) => save.value);
          expect(possible).toContain(profile.answer[key]);
        }

        // The conversion that was running is retried after its lease and completes; a job sent
        // after both restarts (the application PDF) runs too: the workers are alive.
        await client.until(`/api/pdf/document-answer/${DOCUMENT_KEY}`, 'COMPLETED', 120_000);
        await client.until('/api/pdf', 'COMPLETED', 30_000);

        const log = server.output();
        expect(log).toContain('PostgreSQL connection lost');
        expect(log).toContain('"msg":"database unavailable"');
        expect(log).not.toMatch(/"level":60|exiting/);
      } finally {
        // A process that died tells why in its log: show it with the failure.
        if (!server.alive())
          console.error(
            `server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
          );
        await server.stop();
        // Left stopped by a failed check: the next test expects it running.
        await cluster.start().catch(() => undefined);
      }
    },
  );

  it(
    'started while PostgreSQL is down, waits for it, then serves and runs jobs',
    { timeout: 60_000 },
    async () => {
      await cluster.stop('fast');
      let server: ServerProcess | undefined;
      try {
        server = spawnServer(serverEnv(), 45_000);
        while (!server.output().includes('database unavailable at start')) {
          expect(server.alive()).toBe(true);
          await sleep(50);
        }
        await cluster.start();
        const address = await server.listening;
        const seeding = createDatabase({ databaseUrl: cluster.url, dataDir });
        const cookie = await seedApplicant(seeding.db, 'late@example.org');
        await seeding.destroy();
        const client = clientOf(address, cookie);
        expect((await client.save('first_name', 'Late')).status).toBe(200);
        await client.until('/api/pdf', 'COMPLETED', 30_000);
      } finally {
        await server?.stop();
        await cluster.start().catch(() => undefined);
      }
    },
  );
});
