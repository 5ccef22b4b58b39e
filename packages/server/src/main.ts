import { buildApp, contextOf, loggerOptions } from './app.ts';
import { loadEnv } from './config/env.ts';
import { loadPartner } from './config/partner.ts';
import { guardProcess } from './guard-process.ts';

/**
 * Starts the server: reads the environment, loads and checks the partner config (a bad config stops
 * the start with every problem listed), applies migrations (waiting for the database if it is not
 * available yet), listens. A database outage later never ends the process (`guardProcess`).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const partner = await loadPartner(env.partnerConfig);
  const app = await buildApp({
    env,
    partner,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  });
  guardProcess(app.log);
  for (const warning of partner.warnings)
    app.log.warn({ config: warning }, 'partner config warning');
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  await app.listen({ port: env.port, host: env.host });
  app.log.info(
    {
      publicUrl: env.publicUrl,
      database: contextOf(app).database.kind,
      partner: partner.config.partner.shortName,
    },
    'Admit server ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
