import { sql, type Kysely } from 'kysely';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileGenerator,
  seededRandom,
  type HostileRequest,
  type Schema,
} from './hostile-requests.ts';
import { addStaff, staffLogin } from './staff-accounts.ts';
import {
  PUBLIC_URL,
  createTestApp,
  jobsSettled,
  signUpAndLogIn,
  testPartner,
  type Backend,
  type TestApp,
} from './test-app.ts';

/**
 * Every route, fed generated hostile requests over real sockets (ASVS 5.0 V1.2, V2.2.1, V16.5.3:
 * bad input is refused with a 4xx and a message, never a server error, and changes nothing).
 * FUZZ_SEED replays a run; FUZZ_REQUESTS sets the requests per route (default 2,000).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PER_ROUTE = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const AT_ONCE = 20;

/**
 * Tables whose rows record refused requests by design are not counted: per-address request
 * counters, login guards and attempts, the audit log (failed staff reads are logged), a code's
 * tries (`codes` updates) and a session's last use (`sessions` and `staff_sessions` updates).
 */
const RECORDS_REFUSALS = new Set(['rate_counters', 'login_guards', 'login_attempts', 'audit_log']);
const COUNT_ONLY_INSERT_DELETE = new Set(['codes', 'sessions', 'staff_sessions']);
/** GET routes that may write when they succeed: asking for the application PDF queues it. */
const GETS_THAT_WRITE = new Set(['/api/pdf']);

/** Counts every row any request inserts, updates or deletes, with triggers on every table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test instrumentation, untyped.
async function countWrites(db: Kysely<any>, backend: Backend): Promise<() => Promise<number>> {
  await sql`create table fuzz_writes (n integer not null)`.execute(db);
  await sql`insert into fuzz_writes (n) values (0)`.execute(db);
  const postgres = backend === 'postgres';
  const names = postgres
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  // SQLite's virtual tables (the FTS5 search index) take no triggers; they and their shadow
  // tables change only with the tables they index, which are counted.
  const virtual = postgres
    ? []
    : (
        await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and sql like 'create virtual table%'`.execute(db)
      ).rows.map((row) => row.name);
  const tables = names.rows
    .map((row) => row.name)
    .filter(
      (name) =>
        !virtual.some((v) => name === v || name.startsWith(`${v}_`)) &&
        name !== 'fuzz_writes' &&
        !name.startsWith('kysely_') &&
        !name.startsWith('sqlite_') &&
        !RECORDS_REFUSALS.has(name),
    );
  if (postgres)
    await sql`create function fuzz_count() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`.execute(db);
  for (const table of tables) {
    const events = COUNT_ONLY_INSERT_DELETE.has(table)
      ? ['insert', 'delete']
      : ['insert', 'update', 'delete'];
    for (const event of events) {
      const name = sql.id(`fuzz_${table}_${event}`);
      if (postgres)
        await sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)}
          for each row execute function fuzz_count()`.execute(db);
      else
        await sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)}
          begin update fuzz_writes set n = n + 1; end`.execute(db);
    }
  }
  return async () =>
    Number((await sql<{ n: number }>`select n from fuzz_writes`.execute(db)).rows[0]!.n);
}

interface Route {
  method: string;
  path: string;
  body?: Schema;
  query: string[];
}

/** Every route the API documents, with its body schema and query parameters. */
function routesOf(document: {
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>
  >;
}): Route[] {
  const routes: Route[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> })
        ?.content;
      routes.push({
        method: method.toUpperCase(),
        path,
        body: content?.['application/json']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  return routes;
}

/**
 * The route fuzz on one database (tests/faults/route-fuzz-<database>.test.ts): one file per
 * database, so that the two run side by side.
 */
export const describeRouteFuzz = (backend: Backend) =>
  describe(`every route under hostile requests on ${backend}`, () => {
    let t: TestApp;
    let base: string;
    let cookie: string;
    let staffCookie: string;
    let writes: () => Promise<number>;
    const agent = new Agent({ connections: AT_ONCE, headersTimeout: 10_000, bodyTimeout: 10_000 });
    beforeAll(async () => {
      // Per-address limits loosened (as TEST_LIMITS does for the public routes): a request the
      // rate limiter stops never reaches the route's own checks, so its body would prove nothing.
      t = await createTestApp(backend, {
        openapi: true,
        limits: { conversionsPerMinute: 100_000 },
      });
      cookie = await signUpAndLogIn(t, 'fuzz@example.org');
      // The staff API is fuzzed signed in as an admin, so hostile queries reach its SQL.
      await addStaff(t, 'fuzz-admin@example.edu', 'admin');
      staffCookie = await staffLogin(t, 'fuzz-admin@example.edu');
      writes = await countWrites(t.db, backend);
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await agent.close();
      await t.close();
    });

    it(
      `answers ${PER_ROUTE} generated bodies per route with a 4xx or success, never 5xx, and a refused request writes nothing`,
      { timeout: 600_000 },
      async () => {
        const routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
        expect(routes.length).toBeGreaterThanOrEqual(30);
        const { model } = await testPartner();
        const vocabulary = [
          ...model.fields.map((field) => field.key),
          ...model.pages.map((page) => page.id),
          ...model.addAnother.map((group) => group.buttonId),
          ...model.tabs.flatMap((tabs) => [
            tabs.tabId,
            tabs.defaultTab,
            ...Object.keys(tabs.clearKeys),
          ]),
          'hs_ceeb',
          'college_ceeb',
          'address',
          'started',
          'validating',
        ];
        const generate = hostileGenerator(seededRandom(SEED), vocabulary);
        const failures: string[] = [];
        const summary: string[] = [];
        let resets = 0;
        for (const route of routes) {
          const statuses: Record<number, number> = {};
          let checkedBatches = 0;
          for (let sent = 0; sent < PER_ROUTE; sent += AT_ONCE) {
            const batch: HostileRequest[] = [];
            for (let i = 0; i < AT_ONCE; i++) {
              const path = route.path.replace(/\{[^}]+\}/g, () => generate.segment());
              const query =
                route.method === 'GET' || route.method === 'DELETE' || generate.int(4) === 0
                  ? `?${generate.query(route.query)}`
                  : '';
              const headers: Record<string, string> = {};
              if (generate.int(10) > 0) headers.origin = PUBLIC_URL;
              // Logging out would end the session every other request rides on: a forged one there.
              if (generate.int(2) === 0)
                headers.cookie =
                  route.path === '/api/logout'
                    ? 'admit_session=forged'
                    : route.path === '/api/staff/logout'
                      ? 'admit_staff_session=forged'
                      : route.path.startsWith('/api/staff/')
                        ? staffCookie
                        : cookie;
              const hostile =
                route.method === 'GET' || route.method === 'DELETE'
                  ? { kind: 'hostile query', headers: {} }
                  : generate.body(route.body);
              batch.push({
                method: route.method,
                path: `${path}${query}`,
                headers: { ...headers, ...hostile.headers },
                ...('body' in hostile ? { body: hostile.body } : {}),
                kind: hostile.kind,
              });
            }
            const before = await writes();
            const send = async (hostile: HostileRequest) => {
              const response = await request(`${base}${hostile.path}`, {
                method: hostile.method as 'GET',
                headers: hostile.headers,
                body: hostile.body,
                dispatcher: agent,
              });
              return { status: response.statusCode, text: await response.body.text() };
            };
            const sendAll = (requests: HostileRequest[]) =>
              Promise.all(
                requests.map(async (hostile) => {
                  try {
                    return await send(hostile);
                  } catch {
                    // A keep-alive connection can be closed under a request on its way (and a server
                    // may close one after answering a body it did not read): send it once more.
                    resets++;
                    try {
                      return await send(hostile);
                    } catch (error) {
                      return { status: 599, text: String(error) };
                    }
                  }
                }),
              );
            const answers = await sendAll(batch);
            answers.forEach(({ status, text }, i) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              const hostile = batch[i]!;
              if (status >= 500)
                failures.push(
                  `${route.method} ${route.path} [${hostile.kind}] ${status}: ${text.slice(0, 200)} <- ${hostile.method} ${hostile.path.slice(0, 200)} ${String(hostile.body ?? '').slice(0, 300)}`,
                );
              else if (status === 429 && text.includes('Too many requests'))
                failures.push(
                  `${route.method} ${route.path}: stopped by a per-address limit, so its body was never checked`,
                );
              else if (status >= 400 && !/"message":"[^"]+/.test(text))
                failures.push(
                  `${route.method} ${route.path} ${status} without a message: ${text.slice(0, 200)}`,
                );
            });
            // A batch wholly refused must write nothing. A read writes nothing whatever it answers,
            // so every batch of a read is checked. Of a write route's mixed batch, the refused
            // requests are sent again on their own (after the landed ones' jobs settled): refused
            // again, they must write nothing.
            const refused = answers.every((answer) => answer.status >= 400);
            const read = route.method === 'GET' && !GETS_THAT_WRITE.has(route.path);
            if (refused || read) {
              checkedBatches++;
              const after = await writes();
              if (after !== before)
                failures.push(
                  `${route.method} ${route.path}: ${after - before} rows written by a batch of ${refused ? 'refused requests' : 'reads'} (${batch.map((b) => b.kind).join(', ')})`,
                );
            }
            if (!refused) await jobsSettled(t.app);
            const again = batch.filter((_, i) => answers[i]!.status >= 400);
            if (!refused && !read && again.length) {
              const beforeAgain = await writes();
              const second = await sendAll(again);
              if (second.every((answer) => answer.status >= 400 && answer.status < 500)) {
                checkedBatches++;
                const after = await writes();
                if (after !== beforeAgain)
                  failures.push(
                    `${route.method} ${route.path}: ${after - beforeAgain} rows written by refused requests sent again on their own (${again.map((b) => b.kind).join(', ')})`,
                  );
              } else await jobsSettled(t.app);
            }
          }
          summary.push(
            `${route.method} ${route.path} ${JSON.stringify(statuses)} (${checkedBatches} batches checked for writes)`,
          );
        }
        console.log(
          `[${backend}] seed ${SEED}, ${PER_ROUTE} requests per route, ${resets} sent again after a connection reset:\n${summary.join('\n')}`,
        );
        expect(failures.slice(0, 20)).toEqual([]);
      },
    );
  });
