import { rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerEnv } from '../config/env.ts';
import type { AppContext } from '../context.ts';
import type { DatabaseBackend } from '../db/database-backend.ts';
import { createJobQueue, DEFAULT_JOB_LEASE_MS } from '../jobs/create-job-queue.ts';
import { JOB_ATTEMPTS, type JobQueue } from '../jobs/job-queue.ts';
import { applicationPdfJob, refreshApplicationPdf } from '../pdf/application-pdf-job.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createScratchArea, removeLeftovers } from '../storage/scratch-area.ts';
import type { Storage } from '../storage/storage.ts';
import { convertDocumentJob } from './convert-document-job.ts';
import { createDocxConverter } from './docx-converter.ts';
import { createPdfSanitiser } from './pdf-sanitiser.ts';

/** Storage, the job queue and their timings, made from the environment. */
export interface DocumentServices {
  storage: Storage;
  jobs: JobQueue;
  leaseMs: number;
  conversionTimeoutMs: number;
}

/**
 * Opens the storage STORAGE_URL names and the job queue of the database in use. The conversion
 * timeout must end before the job's lease, or a slow conversion would be retried while running.
 */
export async function createDocumentServices(
  env: ServerEnv,
  database: DatabaseBackend,
  log: FastifyInstance['log'],
  now: () => number,
  options: { storage?: Storage; retryDelayMs?: number } = {},
): Promise<DocumentServices> {
  const leaseMs = env.jobLeaseMs ?? DEFAULT_JOB_LEASE_MS;
  const conversionTimeoutMs = env.conversionTimeoutMs ?? Math.min(60_000, leaseMs / 2);
  if (conversionTimeoutMs >= leaseMs)
    throw new Error('CONVERSION_TIMEOUT_SECONDS must be shorter than JOB_LEASE_SECONDS.');
  return {
    storage: options.storage ?? createStorage(env, now),
    jobs: await createJobQueue({
      database,
      databaseUrl: env.databaseUrl,
      log,
      leaseMs,
      now,
      retryDelayMs: options.retryDelayMs,
    }),
    leaseMs,
    conversionTimeoutMs,
  };
}

/** Past every attempt's lease plus a minute, a conversion or PDF still pending is taken to be lost. */
export const staleAfterMs = (services: DocumentServices): number =>
  services.leaseMs * JOB_ATTEMPTS + 60_000;

/**
 * Defines the conversion and application-PDF workers and starts every worker (the other queues'
 * jobs are defined before). Conversions keep their temporary files in DATA_DIR/scratch, private
 * to this process; what a crashed process left there (or in DATA_DIR/soffice, where earlier
 * versions kept them) goes now.
 */
export async function startDocumentWorkers(
  app: FastifyInstance,
  ctx: AppContext,
  services: DocumentServices,
): Promise<void> {
  const scratch = createScratchArea(join(ctx.env.dataDir, 'scratch'));
  await scratch.ready;
  const legacy = join(ctx.env.dataDir, 'soffice');
  await removeLeftovers(legacy);
  await rmdir(legacy).catch(() => undefined);
  const converters = {
    docx: createDocxConverter({ sofficePath: ctx.env.sofficePath, scratch }),
    pdf: createPdfSanitiser({ scratch }),
    timeoutMs: services.conversionTimeoutMs,
  };
  ctx.jobs.define(
    convertDocumentJob(ctx, converters, (userId) => refreshApplicationPdf(ctx, userId)),
  );
  ctx.jobs.define(applicationPdfJob(ctx));
  // Workers stop (finishing what they run) before the database closes, and before the scratch goes.
  app.addHook('preClose', async () => ctx.jobs.stop());
  app.addHook('onClose', async () => scratch.close());
  await ctx.jobs.start();
}
