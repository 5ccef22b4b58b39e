import { randomUUID } from 'node:crypto';
import type { PoolConfig } from 'pg';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema.ts';
import { PG_CONNECT_TIMEOUT_MS } from '../../db/postgres/create-pg-pool.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import type { JobDefinition, JobLog, JobQueue, SendOptions } from '../job-queue.ts';
import { setUpQueues } from './pg-boss-queues.ts';

/** pg-boss's errors during an outage are logged at most this often. */
const OUTAGE_LOG_EVERY_MS = 30_000;
/** Longest pause between two tries at starting pg-boss while the database is unavailable. */
const OUTAGE_RETRY_MAX_MS = 5_000;

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** The schema pg-boss keeps its tables in. */
  schema: string;
  log: JobLog;
  /** A job still running after this long is taken to be lost (its process died) and retried. */
  leaseMs: number;
  /** Whether pg-boss's tables already exist (otherwise they are created with the first job sent). */
  installed: boolean;
  pollingIntervalSeconds?: number;
  /** Replaces every queue's retry delay (tests). */
  retryDelayMs?: number;
  /** The application's database (the same PostgreSQL): what the queues hold is read from it. */
  db: Kysely<Database>;
}

/**
 * pg-boss on the application's PostgreSQL: every server process runs workers and pg-boss hands each
 * job to one of them (SELECT ... FOR UPDATE SKIP LOCKED), so no job is done twice. A process killed
 * mid-job leaves it `active`; after the lease pg-boss's maintenance fails it over to a retry.
 * pg-boss starts lazily when its tables do not exist yet, so an application that never converts a
 * document costs nothing.
 *
 * Outages: pg-boss's workers and maintenance catch their own database errors and go on polling, so
 * they resume by themselves once PostgreSQL is back; those errors are logged at most every 30 s. A
 * start that fails because the database is unavailable is forgotten (the next send or the
 * background retry starts afresh) instead of failing every later send. pg-boss does not wait for
 * marking a job done: during an outage that rejection is unhandled (main.ts logs it), the job stays
 * active and is retried after its lease.
 */
export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  const leaseSeconds = Math.max(2, Math.ceil(options.leaseMs / 1000));
  const workerIds = new Map<string, string[]>();
  let boss: PgBoss | undefined;
  let booting: Promise<PgBoss> | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let quietUntil = 0;
  let suppressed = 0;

  function onError(error: unknown) {
    if (!isDatabaseUnavailable(error)) return options.log.error({ err: error }, 'pg-boss error');
    const at = Date.now();
    if (at < quietUntil) {
      suppressed++;
      return;
    }
    quietUntil = at + OUTAGE_LOG_EVERY_MS;
    options.log.warn(
      { db: describeDatabaseError(error), suppressed },
      'pg-boss waiting for the database',
    );
    suppressed = 0;
  }

  async function boot(): Promise<PgBoss> {
    const pool: Pick<PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
      // pg-boss hands its options to its pg.Pool: a send waits no longer than the app's queries.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    };
    const instance = new PgBoss({
      ...pool,
      connectionString: options.connectionString,
      schema: options.schema,
      max: 4,
      application_name: 'admit-jobs',
      schedule: false,
      // Expired (lost) jobs are found by maintenance: run it often enough for the lease to matter.
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(leaseSeconds / 2))),
    });
    instance.on('error', onError);
    try {
      await start(instance);
    } catch (error) {
      // Workers already started stop; the pool closes (a start that failed early has none).
      await instance.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw error;
    }
    boss = instance;
    return instance;
  }

  /** Starts pg-boss, creates the queues and starts the workers. */
  async function start(instance: PgBoss): Promise<void> {
    await instance.start();
    await setUpQueues(instance, {
      connectionString: options.connectionString,
      schema: options.schema,
      definitions: definitions.values(),
      leaseSeconds,
      retryDelayMs: options.retryDelayMs,
    });
    for (const definition of definitions.values()) {
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        const worker = { id: '' };
        worker.id = await instance.work<object>(
          definition.queue,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
          },
          async ([job]) => {
            if (!job) return;
            // A worker that found a job looks for the next at once: pg-boss would otherwise
            // sleep out its polling interval after every job, one job a second per worker.
            if (worker.id) instance.notifyWorker(worker.id);
            const attempt = job.retryCount + 1;
            const lastAttempt = job.retryCount >= job.retryLimit;
            try {
              await definition.handle(job.data, { attempt, lastAttempt });
            } catch (error) {
              options.log.warn(
                { err: error, queue: job.name, jobId: job.id, attempt },
                'job failed',
              );
              if (lastAttempt)
                await definition
                  .giveUp?.(job.data, error instanceof Error ? error.message : String(error))
                  .catch((giveUpError: unknown) =>
                    options.log.error({ err: giveUpError }, 'job give-up handler failed'),
                  );
              throw error;
            }
          },
        );
        ids.push(worker.id);
      }
      workerIds.set(definition.queue, ids);
    }
    // Jobs a dead process left running past their lease are retried now, not at the next tick.
    await instance.maintain();
  }

  const ready = async (): Promise<PgBoss> => {
    if (stopped) throw new Error('The job queue is stopped.');
    return (
      boss ??
      (booting ??= boot().catch((error: unknown) => {
        booting = undefined;
        throw error;
      }))
    );
  };

  /** Starts pg-boss in the background once the database is back (its workers must run). */
  function retryStart(failures: number) {
    retryTimer = setTimeout(
      () => {
        if (stopped || boss) return;
        ready().then(
          () => options.log.warn({}, 'job queue started: the database is back'),
          (error: unknown) => {
            if (!isDatabaseUnavailable(error))
              return options.log.error({ err: error }, 'job queue start failed');
            retryStart(failures + 1);
          },
        );
      },
      Math.min(1000 * 2 ** failures, OUTAGE_RETRY_MAX_MS),
    );
    retryTimer.unref();
  }

  return {
    kind: 'pg-boss',
    define(definition) {
      definitions.set(definition.queue, definition as JobDefinition);
    },
    async start() {
      if (!options.installed) return;
      try {
        await ready();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        options.log.warn(
          { db: describeDatabaseError(error) },
          'job queue waiting for the database to start',
        );
        retryStart(0);
      }
    },
    async send(queue, data, sendOptions: SendOptions = {}) {
      if (!definitions.has(queue)) throw new Error(`Unknown job queue: ${queue}`);
      const instance = await ready();
      // Under the "short" policy jobs without a key would all share one; a fresh key keeps them apart.
      const singletonKey = sendOptions.singletonKey ?? randomUUID();
      const { transaction } = sendOptions;
      await instance.send(queue, data, {
        singletonKey,
        // pg-boss writes the job with the caller's transaction when given a way to run SQL in it.
        ...(transaction
          ? {
              db: {
                executeSql: async (text: string, values: unknown[]) => ({
                  rows: (await transaction.executeQuery(CompiledQuery.raw(text, values))).rows,
                }),
              },
            }
          : {}),
      });
      for (const id of workerIds.get(queue) ?? []) instance.notifyWorker(id);
    },
    async stats() {
      const empty = [...definitions.keys()].map((queue) => ({
        queue,
        waiting: 0,
        running: 0,
        oldestWaitingMs: 0,
      }));
      if (!(boss ?? (await booting?.catch(() => undefined)))) return empty;
      const { rows } = await sql<{ name: string; state: string; n: number; age: number }>`
        select name, state, count(*)::int as n,
          coalesce(extract(epoch from now() - min(created_on)) * 1000, 0)::float8 as age
        from ${sql.table(`${options.schema}.job`)}
        where state in ('created', 'retry', 'active')
        group by name, state`.execute(options.db);
      return empty.map((entry) => {
        const mine = rows.filter((row) => row.name === entry.queue);
        const waiting = mine.filter((row) => row.state !== 'active');
        return {
          queue: entry.queue,
          waiting: waiting.reduce((sum, row) => sum + Number(row.n), 0),
          running: mine
            .filter((row) => row.state === 'active')
            .reduce((s2, r) => s2 + Number(r.n), 0),
          oldestWaitingMs: Math.max(0, ...waiting.map((row) => Number(row.age))),
        };
      });
    },
    async pending() {
      const instance = boss ?? (await booting?.catch(() => undefined));
      if (!instance) return 0;
      let total = 0;
      for (const queue of definitions.keys())
        total += await instance.getQueueSize(queue, { before: 'completed' });
      return total;
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const instance = boss ?? (await booting?.catch(() => undefined));
      await instance?.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
