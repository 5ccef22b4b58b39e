import { createDataCipher } from '../crypto/data-cipher.ts';
import { loadEnv } from '../config/env.ts';
import { createStorage } from '../storage/create-storage.ts';
import { rotateSealedData } from '../store/rotate-sealed-data.ts';
import { withDatabase } from './with-database.ts';

/**
 * `npm run rotate-key`: after SECRET has been changed (the old value moved to PREVIOUS_SECRETS),
 * seals again with the new secret everything still sealed with an old one, then says whether
 * PREVIOUS_SECRETS can be emptied. Safe to run while servers run, and to run again.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const previous = env.previousSecrets ?? [];
  return withDatabase(env, async (database) => {
    const cipher = createDataCipher({ current: env.secret, previous });
    const report = await rotateSealedData(database, createStorage(env, Date.now), cipher);
    console.log(
      `Sealed again with the current SECRET: ${report.answers} answers, ${report.visitorSets} visitor answer sets, ${report.mails} queued mails, ${report.files} stored PDFs.`,
    );
    console.log(
      previous.length
        ? 'Nothing is sealed with an earlier secret any more. Once service tokens and codes signed with it have expired (24 hours), PREVIOUS_SECRETS can be emptied.'
        : 'PREVIOUS_SECRETS is empty: everything was already sealed with SECRET (stored PDFs from before sealing began are now sealed).',
    );
    return 0;
  });
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
