/**
 * Load check: PUT /api/answer against a real server on loopback, on SQLite and on PostgreSQL.
 * Run with `npm run bench:api` (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL to adjust;
 * BENCH_DATABASES=sqlite runs one engine only and then leaves bench/api.json alone; BENCH_LOG=1
 * turns on the production request logs, written to /dev/null). BENCH_VARY=1: every write changes
 * an answer; BENCH_IF_MATCH=1: every write carries the version its device last read (the cost of
 * versioned writes: compare with BENCH_VARY=1 alone); both give each connection its own applicant
 * and send from device loops (device-load.ts) instead of autocannon.
 * Prints a table and writes the figures to bench/api.json (read by `npm run bench`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp, loggerOptions } from '../src/app.ts';
import type { ServerEnv } from '../src/config/env.ts';
import { loadPartner } from '../src/config/partner.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { createPgSchema } from '../tests/helpers/pg-schema.ts';
import { runDeviceLoad } from './device-load.ts';
import type { Mail } from '../src/mail/mailer.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .filter((kind): kind is 'sqlite' | 'postgres' => kind === 'sqlite' || kind === 'postgres');
const VARY = Boolean(process.env.BENCH_VARY);
const IF_MATCH = Boolean(process.env.BENCH_IF_MATCH);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PARTNER = fileURLToPath(new URL('../../../partner-config', import.meta.url));
const PASSWORD = 'Bench-Password-42';

interface Figures {
  database: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function benchOne(kind: 'sqlite' | 'postgres'): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-bench-'));
  const schema = kind === 'postgres' ? await createPgSchema('bench', PG_URL) : undefined;
  const database =
    kind === 'sqlite'
      ? createDatabase({ dataDir })
      : createDatabase({ databaseUrl: PG_URL, dataDir, pgSchema: schema!.name, poolSize: 20 });
  const mails: Mail[] = [];
  const env: ServerEnv = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1',
    dataDir,
    databaseUrl: kind === 'postgres' ? PG_URL : '',
    smtpUrl: '',
    storageUrl: '',
    partnerConfig: PARTNER,
    secret: 'bench-secret',
    isDevelopment: false,
    trustProxy: false,
    webRoot: '',
  };
  const app = await buildApp({
    env,
    partner: await loadPartner(PARTNER),
    database,
    logger: process.env.BENCH_LOG ? { ...loggerOptions(), file: '/dev/null' } : false,
    mailer: { send: async (mail) => void mails.push(mail), close: () => undefined },
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (path: string, body: object) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.publicUrl },
        body: JSON.stringify(body),
      });
    // One applicant per connection when writes change answers or carry If-Match (an applicant's
    // device reads its own version; one shared applicant would make the connections each other's
    // stale devices); otherwise one applicant for all, as before.
    const applicants = await Promise.all(
      Array.from({ length: VARY || IF_MATCH ? CONNECTIONS : 1 }, async (_, i) => {
        const username = `bench-${i}@example.org`;
        await post('/public/signup', { username, password: PASSWORD });
        // The code mail leaves through the outbox's job, moments after the answer.
        let mail: Mail | undefined;
        while (!(mail = mails.find((m) => m.to === username)))
          await new Promise((resolve) => setTimeout(resolve, 10));
        const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
        await post('/public/confirm', { username, code });
        const login = await post('/public/login', { username, password: PASSWORD });
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const profile = await fetch(`${base}/api/profile`, { headers: { cookie } });
        return { cookie, etag: profile.headers.get('etag') ?? '"0"' };
      }),
    );
    const { cookie } = applicants[0]!;
    if (VARY || IF_MATCH) {
      // Each device alternates its own answers, so every write changes one.
      const figures = await runDeviceLoad({
        base,
        path: '/api/answer',
        origin: env.publicUrl,
        devices: applicants,
        bodies: (VARY ? ['Ada', 'Grace'] : ['Ada']).map((name) =>
          JSON.stringify({
            answers: {
              first_name: name,
              last_name: 'Lovelace',
              city: 'Annapolis',
              legal_agree: true,
            },
          }),
        ),
        ifMatch: IF_MATCH,
        seconds: SECONDS,
      });
      return { database: kind, ...figures };
    }
    const result = await autocannon({
      url: `${base}/api/answer`,
      method: 'PUT',
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie, 'content-type': 'application/json', origin: env.publicUrl },
      body: JSON.stringify({
        answers: { first_name: 'Ada', last_name: 'Lovelace', city: 'Annapolis', legal_agree: true },
      }),
    });
    return {
      database: kind,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    };
  } finally {
    await app.close();
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

const figures: Figures[] = [];
for (const kind of DATABASES) figures.push(await benchOne(kind));
console.log(
  `PUT /api/answer${VARY ? ' (changing answers)' : ''}${IF_MATCH ? ' with If-Match' : ''}, ${CONNECTIONS} connections, ${SECONDS} s each, one process on loopback:`,
);
console.table(figures);
if (DATABASES.length < 2 || VARY || IF_MATCH) process.exit(0);
const out = fileURLToPath(new URL('../../../bench/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'api.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rows: figures,
    },
    null,
    2,
  )}\n`,
);
