import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database-backend.ts';
import type { QueueStats } from '../jobs/job-queue.ts';

/** Where the gauges read their values when Prometheus scrapes. */
export interface MetricSources {
  /** Connections of the database pool (PostgreSQL); undefined on SQLite. */
  pool(): PoolStats | undefined;
  jobs(): Promise<QueueStats[]>;
  /** Mail waiting in the outbox, and for how long the oldest has waited. */
  mailOutbox(): Promise<{ pending: number; oldestPendingMs: number }>;
}

/** How a conversion or a PDF ended. */
export type Outcome = 'completed' | 'failed';

/** The server's metrics, in Prometheus text format at /metrics. */
export interface Metrics {
  readonly registry: Registry;
  /** One answered request: `route` is the route's pattern (never the URL: no ids, no tokens). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One document conversion, by the upload's type. */
  observeConversion(type: string, outcome: Outcome, seconds: number): void;
  /** One application PDF made. */
  observeApplicationPdf(outcome: Outcome, seconds: number): void;
}

/** `read`, answered from its last result for a second (the gauges of one scrape share it). */
function cachedForAMoment<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

/** Request latency buckets: a save answers in milliseconds, a login (argon2) in a fraction of a second. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

/**
 * The metrics of one server process (its own registry, so several apps in one process, as in the
 * tests, never mix): request rate and latency by route, the database pool, job queue depth and
 * age, conversion and PDF durations, the mail outbox, and Node's process metrics.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'admit_' });
  const requests = new Counter({
    name: 'admit_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'admit_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const conversions = new Histogram({
    name: 'admit_document_conversion_duration_seconds',
    help: 'Time to convert one uploaded document to a sanitised PDF, by type and outcome.',
    labelNames: ['type', 'outcome'],
    buckets: WORK_BUCKETS,
    registers: [registry],
  });
  const pdfs = new Histogram({
    name: 'admit_application_pdf_duration_seconds',
    help: 'Time to make one application PDF, by outcome.',
    labelNames: ['outcome'],
    buckets: WORK_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'admit_db_pool_connections',
    help: 'Database pool connections (PostgreSQL): open, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.pool();
      if (!stats) return;
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // One scrape reads the queues and the outbox once for the gauges that share them.
  const readQueues = cachedForAMoment(sources.jobs);
  const readOutbox = cachedForAMoment(sources.mailOutbox);
  new Gauge({
    name: 'admit_jobs',
    help: 'Background jobs (conversions, PDFs, mail) by queue and state: waiting or running.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const stats of await readQueues()) {
        this.set({ queue: stats.queue, state: 'waiting' }, stats.waiting);
        this.set({ queue: stats.queue, state: 'running' }, stats.running);
      }
    },
  });
  new Gauge({
    name: 'admit_jobs_oldest_waiting_seconds',
    help: 'How long the oldest waiting job of each queue has waited.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const stats of await readQueues())
        this.set({ queue: stats.queue }, stats.oldestWaitingMs / 1000);
    },
  });
  new Gauge({
    name: 'admit_mail_outbox_pending',
    help: 'Mail waiting in the outbox to be handed to the mail server.',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new Gauge({
    name: 'admit_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest mail in the outbox has waited.',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldestPendingMs / 1000);
    },
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    observeConversion(type, outcome, seconds) {
      conversions.observe({ type, outcome }, seconds);
    },
    observeApplicationPdf(outcome, seconds) {
      pdfs.observe({ outcome }, seconds);
    },
  };
}
