import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createDataCipher } from './crypto/data-cipher.ts';
import { createPasswordHasher, type PasswordCost } from './crypto/passwords.ts';
import type { ServerEnv } from './config/env.ts';
import { loadPartner, type LoadedPartner } from './config/partner.ts';
import { FormVersions } from './config/form-versions.ts';
import {
  readConfigVersion,
  readConfigVersions,
  recordConfigVersion,
} from './store/config-versions.ts';
import { searchableNameKeys, useStaffNameKeys } from './store/staff-name-keys.ts';
import { DEFAULT_LIMITS, type Limits } from './config/limits.ts';
import type { AppContext } from './context.ts';
import { answerCodec } from './store/answers.ts';
import { createDatabase } from './db/create-database.ts';
import type { DatabaseBackend } from './db/database-backend.ts';
import { migrate } from './db/migrations.ts';
import { sharedSchemaController } from './http/shared-schema-compilers.ts';
import { untilDatabaseAvailable } from './db/until-database-available.ts';
import {
  createDocumentServices,
  staleAfterMs,
  startDocumentWorkers,
} from './documents/document-workers.ts';
import { REDACT_PATHS, requestSerializer } from './http/redaction.ts';
import { registerHostileInputCheck } from './http/hostile-input.ts';
import { registerSecurity } from './http/security.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createAddressLookupProvider } from './lookups/address-lookup-provider.ts';
import { createCsvLookupProvider } from './lookups/csv-lookup-provider.ts';
import type { LookupProvider } from './lookups/lookup-provider.ts';
import { accountMailJob } from './auth/account-mail-job.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { sweepMailOutbox } from './outbox/mail-outbox.ts';
import { createMailSender } from './outbox/mail-sender.ts';
import { mailOutboxStats } from './store/mail-outbox.ts';
import { sendSubmissionDigest } from './staff/submission-digest.ts';
import { purgeExpired } from './store/purge-expired.ts';
import { createMetrics } from './metrics/create-metrics.ts';
import { registerMetricsRoute } from './routes/metrics-route.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerApplicationRoutes } from './routes/application-routes.ts';
import { registerBlockRoutes } from './routes/block-routes.ts';
import { registerClientConfigRoute } from './routes/client-config-route.ts';
import { registerDocumentRoutes } from './routes/document-routes.ts';
import { registerLocalUploadRoute } from './routes/local-upload-route.ts';
import { registerPdfRoutes } from './routes/pdf-routes.ts';
import { registerSubmitRoute } from './routes/submit-route.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerLookupRoutes } from './routes/lookup-routes.ts';
import { registerServiceRoutes } from './routes/service-routes.ts';
import { registerStaffAccountRoutes } from './routes/staff-account-routes.ts';
import { registerStaffReadRoutes } from './routes/staff-read-routes.ts';
import { registerStaffSessionRoutes } from './routes/staff-session-routes.ts';
import { registerStaffSsoRoutes } from './routes/staff-sso-routes.ts';
import { registerVisitorRoutes } from './routes/visitor-routes.ts';
import { registerWebAppRoutes } from './routes/web-app-routes.ts';
import { isLocalStorage } from './storage/local/local-storage.ts';
import type { Storage } from './storage/storage.ts';
import { sealedStorage } from './storage/sealed-storage.ts';
import { uploadOrigin } from './storage/upload-origin.ts';

/** What `buildApp` needs; everything but `env` has a default built from it. */
export interface BuildAppOptions {
  env: ServerEnv;
  partner?: LoadedPartner;
  /** An open database (the caller closes it); otherwise one is opened from env and closed with the app. */
  database?: DatabaseBackend;
  /** Apply migrations at start (default true). */
  migrate?: boolean;
  mailer?: Mailer;
  passwordCost?: PasswordCost;
  limits?: Partial<Limits>;
  lookups?: LookupProvider[];
  /** Pino options or false; default: JSON logs at info with redaction. */
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
  /** Serve /api/openapi.json (default: in development). */
  openapi?: boolean;
  /** Document storage; otherwise the one STORAGE_URL names. */
  storage?: Storage;
  /** Replaces the pause before every job retry (tests of outages that must end in seconds). */
  jobRetryDelayMs?: number;
}

/** Pino options with request ids and redaction of secrets. */
export const loggerOptions = (level = 'info') => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
  serializers: { req: requestSerializer },
});

const contexts = new WeakMap<FastifyInstance, AppContext>();

/** What an app built by `buildApp` runs on (its database, job queue, limits...): tests and tools. */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('This app was not built by buildApp.');
  return ctx;
}

/** Builds the API as a Fastify instance (use `inject` in tests, `listen` in main). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const limits: Limits = {
    ...DEFAULT_LIMITS,
    ...(env.sessionIdleMs ? { sessionIdleMs: env.sessionIdleMs } : {}),
    ...(env.rateLimitPerMinute
      ? { publicPerMinute: env.rateLimitPerMinute, loginPerMinute: env.rateLimitPerMinute }
      : {}),
    ...options.limits,
  };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(),
    bodyLimit: limits.bodyLimitBytes,
    trustProxy: env.trustProxy,
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // No coercion and no silent removal: a wrong type or an unknown member is a 400.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: sharedSchemaController,
  });
  const partner = options.partner ?? (await loadPartner(env.partnerConfig));
  const database =
    options.database ??
    createDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      preparedStatements: env.pgPreparedStatements,
      log: app.log,
    });
  if (!options.database) app.addHook('onClose', async () => database.destroy());
  const { db } = database;
  if (options.migrate !== false) await untilDatabaseAvailable(() => migrate(database), app.log);
  // Every start records the config it runs as a version: submitted applications are read with theirs.
  const forms = await untilDatabaseAvailable(async () => {
    await recordConfigVersion(db, partner, Date.now());
    await useStaffNameKeys(database, searchableNameKeys(partner));
    const earlier = (await readConfigVersions(db)).filter((v) => v.hash !== partner.hash);
    return new FormVersions(
      partner,
      earlier.map((v) => v.config),
      (hash) => readConfigVersion(db, hash),
    );
  }, app.log);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.smtpUrl,
      outboxDir: join(env.dataDir, 'outbox'),
      from:
        env.mailFrom ?? `"${partner.config.partner.name}" <${partner.config.partner.helpEmail}>`,
      log: app.log,
    });
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  const now = options.now ?? Date.now;
  const documents = await createDocumentServices(env, database, app.log, now, {
    storage: options.storage,
    retryDelayMs: options.jobRetryDelayMs,
  });
  const cipher = createDataCipher({ current: env.secret, previous: env.previousSecrets ?? [] });
  const outbox = createMailSender({
    db,
    cipher,
    mailer,
    log: app.log,
    now,
    leaseMs: env.mailLeaseMs,
    soleProcess: database.soleProcess,
    messageIdDomain: new URL(env.publicUrl).hostname,
  });
  const ctx: AppContext = {
    env,
    partner,
    forms,
    db,
    database,
    mailer,
    outbox,
    passwords: createPasswordHasher(options.passwordCost),
    cipher,
    codec: answerCodec(partner, cipher),
    lookups: options.lookups ?? [
      await createCsvLookupProvider(join(partner.dir, 'lookups')),
      createAddressLookupProvider(),
    ],
    limits,
    now,
    storage: sealedStorage(documents.storage, cipher),
    jobs: documents.jobs,
    metrics: createMetrics({
      pool: () => database.poolStats(),
      jobs: () => documents.jobs.stats(),
      mailOutbox: () => mailOutboxStats(db, now()),
    }),
  };
  contexts.set(app, ctx);

  // Rate and latency by route pattern (never the URL itself: no ids or tokens in labels).
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  // Every answer names its request id, so a support request can be matched to the log lines.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  registerErrorHandler(app);
  await app.register(cookie);
  const storageOrigin = await uploadOrigin(documents.storage, env.publicUrl);
  await registerSecurity(app, env.publicUrl, storageOrigin ? [storageOrigin] : []);
  registerHostileInputCheck(app);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every process behind a load balancer shares one count. If the
    // database cannot count, the request goes on and meets the database itself.
    store: databaseRateLimitStore(db, now),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Admit API',
        version: '0.1.0',
        description: 'The admissions portal API (spec section 7).',
      },
    },
  });
  if (options.openapi ?? env.isDevelopment)
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // The built single-page app, when there is one: every page in the applicant's language.
  await registerWebAppRoutes(app, ctx);

  registerHealthRoutes(app, ctx);
  registerMetricsRoute(app, ctx);
  registerAccountRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerBlockRoutes(app, ctx);
  registerSubmitRoute(app, ctx);
  registerVisitorRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerStaffSessionRoutes(app, ctx);
  registerStaffSsoRoutes(app, ctx);
  registerStaffReadRoutes(app, ctx);
  registerStaffAccountRoutes(app, ctx);
  registerLookupRoutes(app, ctx);
  registerClientConfigRoute(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerPdfRoutes(app, ctx, { staleMs: staleAfterMs(documents) });
  // The embedded storage itself, not ctx.storage (which seals what the server writes): the
  // browser's upload lands as posted, to be checked and converted.
  if (isLocalStorage(documents.storage))
    await registerLocalUploadRoute(app, {
      storage: documents.storage,
      secret: env.secret,
      now,
      perMinute: limits.publicPerMinute,
    });
  ctx.jobs.define(accountMailJob(ctx));
  await startDocumentWorkers(app, ctx, documents);
  // Mail a process that died was sending goes out now (SQLite), or when its lease lapses.
  await outbox.start();
  app.addHook('preClose', async () => outbox.stop());
  // Yesterday's submission digest, if the partner asks for one and no server has sent it.
  await sendSubmissionDigest(ctx).catch((error: unknown) =>
    app.log.warn({ err: error }, 'submission digest failed'),
  );
  // Expired sessions, codes, login attempts, visitor answer sets, abandoned uploads and old mail
  // go hourly; so does the submission digest.
  const purge = setInterval(
    () => {
      purgeExpired(ctx.db, ctx.storage, ctx.limits, ctx.now())
        .then(() => sweepMailOutbox(ctx))
        .then(() => sendSubmissionDigest(ctx))
        .catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
    },
    60 * 60 * 1000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  return app;
}
