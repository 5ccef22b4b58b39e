/**
 * Deadline day: simulated applicants each do what a real one does (sign up, confirm from the mail,
 * log in, save about 40 answers in bursts, validate three pages, upload one document and wait for
 * its conversion, download the application PDF, submit), against real server processes with the
 * production password cost: SQLite with one process, PostgreSQL with two behind a round-robin
 * proxy. The number of applicants working at once rises step by step until the p99 of a save
 * passes 250 ms. Reports complete applications per minute, p50/p99 of every step, and where the
 * CPU went. `npm run bench:deadline` (DEADLINE_BACKENDS=sqlite,postgres, DEADLINE_STEP_SECONDS=30,
 * DEADLINE_LEVELS=4,8,16,...); writes bench/deadline.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateVisibility } from '@admit/engine';
import pg from 'pg';
import { Agent, FormData, request } from 'undici';
import { createPasswordHasher } from '../src/crypto/passwords.ts';
import { loadPartner } from '../src/config/partner.ts';
import { makePdf } from '../tests/helpers/document-fixtures.ts';
import { startRoundRobinProxy } from '../tests/helpers/round-robin-proxy.ts';
import { spawnServer, type ServerProcess } from '../tests/helpers/server-process.ts';
import { startSmtp } from '../tests/helpers/smtp-server.ts';
import { cpuOf, postgresCpu } from './process-cpu.ts';
import VALID_APPLICATION from '../../../partner-config/tests/valid-application.json' with { type: 'json' };

const PARTNER = fileURLToPath(new URL('../../../partner-config', import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.DEADLINE_BACKENDS ?? 'sqlite,postgres').split(',');
const STEP_SECONDS = Number(process.env.DEADLINE_STEP_SECONDS ?? 30);
const LEVELS = (process.env.DEADLINE_LEVELS ?? '4,8,12,16,24,32,48,64,96').split(',').map(Number);
const SAVE_P99_LIMIT_MS = 250;
/** A folder: each server process writes a V8 CPU profile there when it stops (see profile-summary.ts). */
const CPU_PROFILE = process.env.DEADLINE_CPU_PROFILE;
const POLL_MS = 500;
const PASSWORD = 'Deadline-Day-2026!';

type Step =
  | 'signup'
  | 'confirmation mail'
  | 'confirm'
  | 'login'
  | 'save'
  | 'validate'
  | 'upload'
  | 'conversion'
  | 'application PDF'
  | 'download'
  | 'submit';

interface LevelResult {
  applicants: number;
  completedPerMinute: number;
  failures: number;
  steps: Record<string, { n: number; p50: number; p99: number }>;
  cpuSeconds: Record<string, number>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
};
const round = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const partner = await loadPartner(PARTNER);
// About 40 answers: the valid application and ten more optional text answers it shows.
const { visible } = evaluateVisibility(partner.model, { answers: VALID_APPLICATION });
const extra = partner.model.fields
  .filter(
    (field) =>
      field.kind === 'text' &&
      visible.has(field.key) &&
      !(field.key in VALID_APPLICATION) &&
      !('inputType' in field.node && field.node.inputType === 'date') &&
      field.required.length === 0 &&
      field.checks.every((check) => check.type === 'maxLength'),
  )
  .slice(0, 10)
  .map((field) => [field.key, 'Answered on deadline day'.slice(0, field.maxLength)] as const);
const ANSWERS = Object.entries({ ...VALID_APPLICATION, ...Object.fromEntries(extra) });
const BURSTS = 8;
const DOCUMENT_KEY =
  partner.model.fields.find((field) => field.kind === 'file' && visible.has(field.key))?.key ??
  partner.model.fields.find((field) => field.kind === 'file')!.key;
const PAGES = partner.model.pages.slice(0, 3).map((page) => page.id);
const PDF = await makePdf('A transcript uploaded on deadline day', 1);

/** Starts the servers of one set-up; returns the address applicants use. */
async function startFleet(backend: string) {
  const work = mkdtempSync(join(tmpdir(), 'admit-deadline-'));
  const smtp = await startSmtp();
  let schema = '';
  if (backend === 'postgres') {
    schema = `deadline_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const addresses: string[] = [];
  const proxy = backend === 'postgres' ? await startRoundRobinProxy(() => addresses) : undefined;
  const servers: ServerProcess[] = [];
  for (let i = 0; i < (backend === 'postgres' ? 2 : 1); i++) {
    const server = spawnServer(
      {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: join(work, 'data'), // one local storage folder for both processes (one host)
        DATABASE_URL: schema
          ? `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`
          : '',
        SMTP_URL: smtp.url,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: proxy?.url ?? 'http://127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
        PARTNER_CONFIG: PARTNER,
        SECRET: 'deadline-day-secret',
      },
      30_000,
      undefined,
      CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE}`] : [],
    );
    servers.push(server);
    addresses.push(await server.listening);
  }
  const base = proxy?.url ?? addresses[0]!;
  return {
    base,
    origin: proxy?.url ?? 'http://127.0.0.1',
    smtp,
    servers,
    async stop() {
      for (const server of servers) await server.stop();
      await proxy?.close();
      await smtp.close();
      if (schema) {
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
        await admin.end();
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

type Fleet = Awaited<ReturnType<typeof startFleet>>;

/** One applicant's whole journey; every step's time goes into `times`. */
async function journey(fleet: Fleet, agent: Agent, id: number, times: Map<Step, number[]>) {
  const address = `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
  let cookie = '';
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    raw?: { body: Buffer | FormData; type?: string },
  ) => {
    const response = await request(`${fleet.base}${path}`, {
      method: method as 'GET',
      dispatcher: agent,
      headers: {
        origin: fleet.origin,
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ? raw.body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    const buffer = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode >= 400)
      throw new Error(
        `${method} ${path}: ${response.statusCode} ${buffer.toString().slice(0, 200)}`,
      );
    const setCookie = response.headers['set-cookie'];
    if (setCookie)
      cookie = [setCookie]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
    return buffer;
  };
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    times.get(step)!.push(performance.now() - started);
    return result;
  };
  const email = `applicant-${id}-${Date.now().toString(36)}@example.org`;
  await timed('signup', () =>
    call('POST', '/public/signup', { username: email, password: PASSWORD }),
  );
  const code = await timed('confirmation mail', async () => {
    for (;;) {
      const mail = fleet.smtp.received.find((m) => m.to === email);
      const found = mail && /confirmation code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''));
      if (found) return found[1]!;
      await sleep(20);
    }
  });
  await timed('confirm', () => call('POST', '/public/confirm', { username: email, code }));
  await timed('login', () =>
    call('POST', '/public/login', { username: email, password: PASSWORD }),
  );
  const size = Math.ceil(ANSWERS.length / BURSTS);
  for (let i = 0; i < ANSWERS.length; i += size)
    await timed('save', () =>
      call('PUT', '/api/answer', { answers: Object.fromEntries(ANSWERS.slice(i, i + size)) }),
    );
  for (const page of PAGES)
    await timed('validate', () => call('POST', '/api/validations', { page, problems: [] }));
  await timed('upload', async () => {
    const form = JSON.parse(
      (await call('POST', '/api/presigned-url', { answer_key: DOCUMENT_KEY })).toString(),
    ) as { url: string; fields: Record<string, string> };
    const data = new FormData();
    for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
    data.append(
      'file',
      new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
      'transcript.pdf',
    );
    await call('POST', new URL(form.url).pathname, undefined, { body: data });
    await call('POST', `/api/pdf/document-answer/${DOCUMENT_KEY}`, {
      file_key: form.fields.key,
      file_name: 'transcript.pdf',
    });
  });
  await timed('conversion', async () => {
    for (;;) {
      const { status } = JSON.parse(
        (await call('GET', `/api/pdf/document-answer/${DOCUMENT_KEY}`)).toString(),
      ) as { status: string };
      if (status === 'COMPLETED') return;
      if (status === 'FAILED') throw new Error('conversion failed');
      await sleep(POLL_MS);
    }
  });
  const url = await timed('application PDF', async () => {
    for (;;) {
      const pdf = JSON.parse((await call('GET', '/api/pdf')).toString()) as {
        status: string;
        url: string;
      };
      if (pdf.status === 'COMPLETED') return pdf.url;
      if (pdf.status === 'FAILED') throw new Error('application PDF failed');
      await sleep(POLL_MS);
    }
  });
  await timed('download', () => call('GET', url));
  await timed('submit', () => call('POST', '/api/submit'));
}

/** `applicants` working at once for STEP_SECONDS, each starting a new journey when one ends. */
async function level(fleet: Fleet, applicants: number, next: () => number): Promise<LevelResult> {
  const steps: Step[] = [
    'signup',
    'confirmation mail',
    'confirm',
    'login',
    'save',
    'validate',
    'upload',
    'conversion',
    'application PDF',
    'download',
    'submit',
  ];
  const times = new Map(steps.map((step) => [step, [] as number[]]));
  const agent = new Agent({ connections: applicants * 2, keepAliveTimeout: 4000 });
  const pids = fleet.servers.map((server) => server.child.pid!);
  const before = { servers: pids.map(cpuOf), postgres: postgresCpu(), self: process.cpuUsage() };
  const started = performance.now();
  const deadline = started + STEP_SECONDS * 1000;
  let completed = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: applicants }, async () => {
      while (performance.now() < deadline) {
        try {
          await journey(fleet, agent, next(), times);
          if (performance.now() <= deadline + 1) completed++;
        } catch (error) {
          failures++;
          if (failures <= 3) console.error(`  a journey failed: ${(error as Error).message}`);
        }
      }
    }),
  );
  const elapsedMinutes = (performance.now() - started) / 60_000;
  const after = { servers: pids.map(cpuOf), self: process.cpuUsage(before.self) };
  await agent.close();
  return {
    applicants,
    completedPerMinute: Math.round(completed / elapsedMinutes),
    failures,
    steps: Object.fromEntries(
      steps.map((step) => {
        const values = times.get(step)!;
        return [
          step,
          {
            n: values.length,
            p50: round(percentile(values, 50)),
            p99: round(percentile(values, 99)),
          },
        ];
      }),
    ),
    cpuSeconds: {
      'server processes (Node, argon2 threads included)': round(
        after.servers.reduce((sum, cpu, i) => sum + cpu.self - before.servers[i]!.self, 0),
      ),
      'converters (Poppler, LibreOffice, the tool runner)': round(
        after.servers.reduce((sum, cpu, i) => sum + cpu.children - before.servers[i]!.children, 0),
      ),
      PostgreSQL: round(postgresCpu() - before.postgres),
      'load generator (this process)': round((after.self.user + after.self.system) / 1e6),
    },
  };
}

// The cost of one password hash at the production settings: signup hashes once, login verifies once.
const hasher = createPasswordHasher();
const hashStarted = performance.now();
const hashes = 8;
for (let i = 0; i < hashes; i++) await hasher.hash(`Password-${i}-long-enough`);
const hashMs = (performance.now() - hashStarted) / hashes;

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model.trim(),
    cores: cpus().length,
    node: process.version,
    loadBefore: loadavg(),
  },
  stepSeconds: STEP_SECONDS,
  answersPerApplicant: ANSWERS.length,
  passwordHashMs: round(hashMs),
  document: 'a one-page PDF (redrawn by Poppler)',
  backends: {},
};
let applicantId = 0;
for (const backend of BACKENDS) {
  console.log(
    `\n${backend}: ${backend === 'postgres' ? 'two server processes behind a round-robin proxy' : 'one server process'}`,
  );
  const fleet = await startFleet(backend);
  const levels: LevelResult[] = [];
  try {
    for (const applicants of LEVELS) {
      const result = await level(fleet, applicants, () => ++applicantId);
      levels.push(result);
      const save = result.steps.save!;
      console.log(
        `  ${String(applicants).padStart(3)} at once: ${result.completedPerMinute} applications/min, save p50 ${save.p50} ms p99 ${save.p99} ms, ${result.failures} failed; CPU s ${JSON.stringify(result.cpuSeconds)}`,
      );
      if (save.p99 > SAVE_P99_LIMIT_MS || result.failures > 0) break;
    }
  } finally {
    await fleet.stop();
  }
  const within = levels.filter((l) => l.steps.save!.p99 <= SAVE_P99_LIMIT_MS && l.failures === 0);
  const best = within.reduce<LevelResult | undefined>(
    (top, l) => (!top || l.completedPerMinute > top.completedPerMinute ? l : top),
    undefined,
  );
  (report.backends as Record<string, unknown>)[backend] = { levels, best };
  if (best) {
    console.log(
      `  best with save p99 <= ${SAVE_P99_LIMIT_MS} ms: ${best.completedPerMinute} complete applications/min at ${best.applicants} at once`,
    );
    for (const [step, figures] of Object.entries(best.steps))
      console.log(
        `    ${step.padEnd(18)} p50 ${String(figures.p50).padStart(7)} ms   p99 ${String(figures.p99).padStart(7)} ms   (${figures.n})`,
      );
  }
}
(report.machine as Record<string, unknown>).loadAfter = loadavg();
writeFileSync('bench/deadline.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwrote bench/deadline.json');
