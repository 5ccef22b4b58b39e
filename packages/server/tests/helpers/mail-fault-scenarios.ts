import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { PgCluster } from './pg-cluster.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { plainMail, startSmtp, type ReceivedMail, type SmtpOptions } from './smtp-server.ts';
import { PARTNER_DIR, PASSWORD, VALID_APPLICATION } from './test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
/** Short leases: a try of a dead process is taken over within seconds, not half a minute. */
const MAIL_LEASE_SECONDS = 4;
/** How soon after everything is back the mail must have arrived (the issue: within a minute). */
export const ARRIVAL_MS = 60_000;
/** How long after an arrival a second copy could still come: past a lease and a poll. */
const WATCH_MS = (MAIL_LEASE_SECONDS + 7) * 1000;

/**
 * The step of a send at which a scenario strikes: the connection (before any command), the
 * recipient (mid-conversation, before the message), the whole message arrived (before it is
 * answered), and its acceptance (after the answer).
 */
export type SendStep = 'connect' | 'recipient' | 'message-end' | 'accepted';

/**
 * One world for the scenarios of a file: a database (a SQLite folder, or the test's own
 * PostgreSQL cluster that may be stopped), an SMTP listener whose hooks a scenario arms, and
 * real server processes (`main.ts`) started and killed by the scenarios.
 */
export async function mailFaultWorld(backend: 'sqlite' | 'postgres', cluster?: PgCluster) {
  const root = mkdtempSync(join(tmpdir(), 'admit-mail-faults-'));
  let armed: { step: SendStep; strike: () => void | Promise<void> } | undefined;
  /** Runs the armed strike once, at its step. */
  const at = async (step: SendStep) => {
    if (armed?.step !== step) return;
    const { strike } = armed;
    armed = undefined;
    await strike();
  };
  const hooks: SmtpOptions = {
    onConnect: () => at('connect'),
    onRecipient: () => at('recipient'),
    onMessageEnd: async () => void (await at('message-end')),
    afterAccept: () => at('accepted'),
  };
  const smtp = await startSmtp(hooks);
  const servers: ServerProcess[] = [];
  let generation = 0;

  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // SQLite: every process of the world is the same one, restarted; PostgreSQL: each its own.
    DATA_DIR: join(root, backend === 'sqlite' ? 'data' : `data-${generation++}`),
    DATABASE_URL: backend === 'postgres' ? cluster!.url : '',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL,
    PARTNER_CONFIG: PARTNER_DIR,
    SMTP_URL: smtp.url,
    SECRET: 'mail-faults-secret',
    MAIL_LEASE_SECONDS: String(MAIL_LEASE_SECONDS),
    JOB_LEASE_SECONDS: '10',
  });

  /** Starts a server process; resolves with it and its address. */
  async function start(): Promise<ServerProcess & { address: string }> {
    const server = spawnServer(env(), 60_000);
    servers.push(server);
    return { ...server, address: await server.listening };
  }

  /** Kills a server process at once, as the kernel or an operator's kill -9 would. */
  async function kill(server: ServerProcess): Promise<void> {
    if (!server.alive()) return;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
  }

  const call = async (
    address: string,
    method: string,
    path: string,
    body?: object,
    cookie = '',
  ) => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  /** Mails the listener accepted for `to`. */
  const mailsTo = (to: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to === to);

  /** The mails the scenarios saw arrive, to be watched for a second copy. */
  const arrived: { to: string; pattern: RegExp; at: number }[] = [];
  const matching = (to: string, pattern: RegExp) =>
    mailsTo(to).filter((mail) => pattern.test(plainMail(mail.raw)));

  /**
   * Waits for a mail to `to` matching `pattern` (within ARRIVAL_MS of `since`), asserts it came
   * once, and keeps it for `noneTwice`; returns its text.
   */
  async function exactlyOnce(to: string, pattern: RegExp, since = Date.now()): Promise<string> {
    while (!matching(to, pattern).length) {
      if (Date.now() - since > ARRIVAL_MS)
        throw new Error(`no mail to ${to} within ${ARRIVAL_MS / 1000} s of everything being back`);
      await sleep(50);
    }
    expect(matching(to, pattern), `mails to ${to}`).toHaveLength(1);
    arrived.push({ to, pattern, at: Date.now() });
    return plainMail(matching(to, pattern)[0]!.raw);
  }

  /**
   * Waits until a second copy of every mail that arrived would have come (a lease and a poll past
   * the last arrival), then asserts none did: one wait for all the scenarios of a file.
   */
  async function noneTwice(): Promise<void> {
    const last = Math.max(0, ...arrived.map((mail) => mail.at));
    await sleep(Math.max(0, last + WATCH_MS - Date.now()));
    for (const { to, pattern } of arrived)
      expect(matching(to, pattern), `mails to ${to}`).toHaveLength(1);
    expect(arrived.length).toBeGreaterThan(0);
  }

  return {
    smtp,
    start,
    kill,
    call,
    exactlyOnce,
    noneTwice,
    /** Strikes once, when the next send reaches `step` (the listener waits for the strike). */
    arm(step: SendStep, strike: () => void | Promise<void>) {
      armed = { step, strike };
    },
    /** Whether the armed strike has happened. */
    struck: () => armed === undefined,
    async close() {
      for (const server of servers) await kill(server);
      await smtp.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export type MailFaultWorld = Awaited<ReturnType<typeof mailFaultWorld>>;

/** Signs up `email` on `address`; resolves with the sign-up's status. */
export async function signUp(world: MailFaultWorld, address: string, email: string) {
  return (
    await world.call(address, 'POST', '/public/signup', { username: email, password: PASSWORD })
  ).status;
}

/** The code a confirmation mail carries. */
export const codeIn = (text: string): string => /confirmation code is (\d{6})/.exec(text)![1]!;

/**
 * Confirms `email` with the code of its one confirmation mail and logs in: the mail that arrived
 * carries the code that is live. Returns the session's Cookie header.
 */
export async function confirmAndLogIn(
  world: MailFaultWorld,
  address: string,
  email: string,
  text: string,
): Promise<string> {
  const confirm = await world.call(address, 'POST', '/public/confirm', {
    username: email,
    code: codeIn(text),
  });
  expect(confirm.status, confirm.text).toBe(200);
  const login = await world.call(address, 'POST', '/public/login', {
    username: email,
    password: PASSWORD,
  });
  expect(login.status, login.text).toBe(200);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Saves the complete application. */
export async function completeApplication(
  world: MailFaultWorld,
  address: string,
  cookie: string,
): Promise<void> {
  const saved = await world.call(
    address,
    'PUT',
    '/api/answer',
    { answers: VALID_APPLICATION },
    cookie,
  );
  expect(saved.status, saved.text).toBe(200);
}

/**
 * A TCP proxy in front of a server that, once armed, holds back the server's next answer: at its
 * first byte it calls `onAnswer` (which kills the server) and cuts the client off, so the client
 * never hears an answer the server had already decided on.
 */
export async function answerCutter(target: () => string) {
  let armed: (() => Promise<void>) | undefined;
  const server: Server = createServer((client) => {
    const { hostname, port } = new URL(target());
    const upstream = connect({ host: hostname, port: Number(port) });
    for (const socket of [client, upstream]) socket.on('error', () => undefined);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      const onAnswer = armed;
      if (!onAnswer) return void client.write(chunk);
      armed = undefined;
      upstream.pause();
      void onAnswer().finally(() => {
        client.destroy();
        upstream.destroy();
      });
    });
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arm(onAnswer: () => Promise<void>) {
      armed = onAnswer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `ready()` holds (up to `ms`). */
async function until(what: string, ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * Kills the process sending a sign-up's code mail at `step` of the send, then starts a server
 * again (the same SQLite database restarted, or another process on PostgreSQL): the code arrives
 * exactly once, within a minute, and it is the live code.
 */
export async function killWhileSending(world: MailFaultWorld, step: SendStep): Promise<void> {
  const first = await world.start();
  const email = `killed-at-${step}@example.org`;
  world.arm(step, () => world.kill(first));
  // The answer may or may not have left before the kill: the account is written either way.
  const status = await signUp(world, first.address, email).catch(() => 0);
  expect([200, 0]).toContain(status);
  await until(`the kill at ${step}`, () => world.struck() && !first.alive());
  const second = await world.start();
  const text = await world.exactlyOnce(email, /confirmation code is \d{6}/, Date.now());
  await confirmAndLogIn(world, second.address, email, text);
  await world.kill(second);
}

/** Retries `call` while the database is coming back (503, refused). */
async function whenBack<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const result = await call().catch(() => undefined);
    if (result && result.status !== 503) return result;
    if (Date.now() > deadline) throw new Error('the server did not come back');
    await sleep(200);
  }
}

/**
 * Stops PostgreSQL (a crash: `pg_ctl stop -m immediate`) at `step` of sending a sign-up's code
 * mail while the server process lives on, and starts it again: the code arrives exactly once,
 * within a minute of PostgreSQL being back.
 */
export async function stopDatabaseWhileSending(
  world: MailFaultWorld,
  cluster: PgCluster,
  step: SendStep,
): Promise<void> {
  const server = await world.start();
  const email = `database-stopped-at-${step}@example.org`;
  world.arm(step, () => cluster.stop('immediate'));
  expect(await signUp(world, server.address, email)).toBe(200);
  await until(`PostgreSQL stopped at ${step}`, () => world.struck());
  // The try goes on without its database for a moment, as it would.
  await sleep(1_000);
  await cluster.start();
  const text = await world.exactlyOnce(email, /confirmation code is \d{6}/, Date.now());
  const confirm = await whenBack(() =>
    world.call(server.address, 'POST', '/public/confirm', { username: email, code: codeIn(text) }),
  );
  expect(confirm.status, confirm.text).toBe(200);
  await world.kill(server);
}

/**
 * Submits a complete application and kills the server the moment its answer starts to leave
 * (its transaction has committed; the applicant hears nothing), then starts a server again: the
 * applicant's retry is told it is submitted, and the receipt arrives exactly once.
 */
export async function killSubmitBeforeItsAnswer(world: MailFaultWorld): Promise<void> {
  let current = await world.start();
  const cutter = await answerCutter(() => current.address);
  try {
    const email = 'submit-killed@example.org';
    expect(await signUp(world, cutter.url, email)).toBe(200);
    const code = await world.exactlyOnce(email, /confirmation code is \d{6}/);
    const cookie = await confirmAndLogIn(world, cutter.url, email, code);
    await completeApplication(world, cutter.url, cookie);
    const dying = current;
    cutter.arm(() => world.kill(dying));
    const lost = await world
      .call(cutter.url, 'POST', '/api/submit', undefined, cookie)
      .then((answer) => answer.status)
      .catch(() => 'no answer');
    expect(lost).toBe('no answer');
    current = await world.start();
    const back = Date.now();
    const retry = await world.call(current.address, 'POST', '/api/submit', undefined, cookie);
    expect(retry.status, retry.text).toBe(200);
    const profile = await world.call(current.address, 'GET', '/api/profile', undefined, cookie);
    expect(JSON.parse(profile.text).web_status).toHaveLength(3);
    await world.exactlyOnce(email, /application was successfully submitted/, back);
  } finally {
    await cutter.close();
  }
}
