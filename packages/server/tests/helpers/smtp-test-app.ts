import { buildApp } from '../../src/app.ts';
import { startSmtp } from './smtp-server.ts';
import {
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  injectFromOwnPages,
  isolatedDatabase,
  testEnv,
  testPartner,
} from './test-app.ts';
import type { Backend } from './test-databases.ts';

/** An app of the bundled partner on its own database that mails over real SMTP to a catcher. */
export interface SmtpTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The SMTP catcher: what it received, in order. */
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** Stops the app, drops its database and stops the catcher. */
  close(): Promise<void>;
}

/** Starts an SMTP catcher and an app on an isolated `backend` database that sends to it. */
export async function startSmtpTestApp(backend: Backend): Promise<SmtpTestApp> {
  const smtp = await startSmtp();
  const database = await isolatedDatabase(backend);
  const app = await buildApp({
    env: testEnv(database.dataDir, { smtpUrl: smtp.url, databaseUrl: database.databaseUrl }),
    partner: await testPartner(),
    database: database.database,
    passwordCost: TEST_PASSWORD_COST,
    limits: TEST_LIMITS,
    logger: false,
  });
  injectFromOwnPages(app);
  return {
    app,
    smtp,
    async close() {
      await app.close();
      await database.drop();
      await smtp.close();
    },
  };
}
