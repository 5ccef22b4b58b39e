import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, createTestApp, type TestApp } from '../helpers/test-app.ts';

const TOO_LARGE = { message: 'The request is too large.' };
/** What a client sends that the server refuses: 5 MB of answers, 20 times the body limit. */
const FIVE_MB = JSON.stringify({ answers: { first_name: 'x'.repeat(5 * 1024 * 1024) } });
const ORIGIN = new URL(PUBLIC_URL).origin;

/** What a raw socket got back, and how it ended. */
interface RawExchange {
  response: string;
  /** The error the socket reported (a reset, a broken pipe), if any. */
  error?: string;
  /** Bytes of the body the client had handed to the socket when it ended. */
  written: number;
}

/** The head of a PUT /api/answer announcing `length` bytes of JSON. */
const head = (host: string, length: number) =>
  `PUT /api/answer HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${ORIGIN}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** Resolves once the socket has taken `chunk` (waiting out back-pressure); rejects if it died. */
const write = (socket: Socket, chunk: Buffer | string) =>
  new Promise<void>((resolve, reject) => socket.write(chunk, (e) => (e ? reject(e) : resolve())));

/**
 * A client that writes the whole 5 MB request before it reads a byte (as simple clients and some
 * proxies do), then reads the answer to the end of the connection or a pause.
 */
async function writeAllThenRead(port: number): Promise<RawExchange> {
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  const exchange: RawExchange = { response: '', written: 0 };
  socket.on('error', (error: NodeJS.ErrnoException) => (exchange.error ??= error.code));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  try {
    await write(socket, head(`127.0.0.1:${port}`, Buffer.byteLength(FIVE_MB)));
    await write(socket, FIVE_MB);
    exchange.written = Buffer.byteLength(FIVE_MB);
  } catch {
    // Reported through the socket's error event.
  }
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (exchange.response += text));
  socket.resume();
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    // The answer is complete once its JSON closed; the connection may stay open for another.
    socket.on('data', () => exchange.response.endsWith('}') && resolve());
  });
  socket.destroy();
  return exchange;
}

/**
 * A client streaming `total` bytes as fast as the server takes them, reading the answer as it
 * comes; resolves when the connection ends (or `total` is sent).
 */
async function stream(port: number, total: number): Promise<RawExchange> {
  const socket = connect(port, '127.0.0.1');
  const exchange: RawExchange = { response: '', written: 0 };
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (exchange.response += text));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', (error: NodeJS.ErrnoException) => (exchange.error ??= error.code));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let open = true;
  void ended.then(() => (open = false));
  try {
    await write(socket, head(`127.0.0.1:${port}`, total));
    while (open && exchange.written < total) {
      await write(socket, chunk);
      exchange.written += chunk.length;
    }
  } catch {
    // The server closed the connection: what the test is about.
  }
  await ended;
  return exchange;
}

const REFUSED = { status: 413, body: TOO_LARGE };

/**
 * Node's fetch in a worker thread (its own event loop: the server in this one runs on while the
 * worker is busy): `count` PUTs of 5 MB at once, then `busyMs` of work before it looks at their
 * answers. Each resolves to the status and JSON it read, or status 0 and the error's code.
 */
const FETCH_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, origin, body, count, busyMs } = workerData;
const put = () =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', origin }, body }).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    (error) => ({ status: 0, body: error.cause?.code ?? error.cause?.message ?? error.message }),
  );
const answers = Promise.all(Array.from({ length: count }, put));
const until = Date.now() + busyMs;
while (Date.now() < until);
answers.then((all) => parentPort.postMessage(all));
`;

async function fetchFromWorker(base: string, count: number, busyMs: number): Promise<unknown[]> {
  const worker = new Worker(FETCH_WORKER, {
    eval: true,
    workerData: { url: `${base}/api/answer`, origin: ORIGIN, body: FIVE_MB, count, busyMs },
  });
  try {
    const [answers] = (await once(worker, 'message')) as [unknown[]];
    return answers;
  } finally {
    await worker.terminate();
  }
}

describe('an oversized request body', () => {
  let t: TestApp;
  let base: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  it('is answered 413 with the message every concurrent fetch reads, never a reset', async () => {
    for (let round = 0; round < 3; round++)
      expect(await fetchFromWorker(base, 16, 0)).toEqual(Array(16).fill(REFUSED));
  });

  it('is answered 413 to fetches of a loaded client, busy while the answers arrive', async () => {
    // The answers come while the client's event loop is busy: it must still find them, not a
    // connection reset under the body it was writing.
    for (let round = 0; round < 3; round++)
      expect(await fetchFromWorker(base, 16, 200)).toEqual(Array(16).fill(REFUSED));
  });

  it('is answered 413 to a client that writes the whole body before it reads', async () => {
    const exchanges = await Promise.all(Array.from({ length: 4 }, () => writeAllThenRead(port)));
    for (const exchange of exchanges) {
      expect(exchange.error).toBeUndefined();
      expect(exchange.written).toBe(Buffer.byteLength(FIVE_MB));
      expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
      expect(
        JSON.parse(exchange.response.slice(exchange.response.indexOf('\r\n\r\n') + 4)),
      ).toEqual(TOO_LARGE);
    }
  });

  it('is not read forever: far over what is discarded, the server answers, then closes', async () => {
    const total = 200 * 1024 * 1024;
    const exchange = await stream(port, total);
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.written).toBeLessThan(total / 2);
    // The server is none the worse: the next request is answered.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
