import { resolve } from 'node:path';
import { createBackup } from '../backup/create-backup.ts';
import { loadEnv } from '../config/env.ts';
import { databaseKind } from '../db/create-database.ts';

/**
 * `npm run backup -- [destination]`: a consistent online copy of the embedded set-up (the SQLite
 * database and local storage) while the server runs; default destination
 * `backups/admit-<time>`. PostgreSQL and S3 have their own tools (see the README).
 */
async function main(args: string[]): Promise<number> {
  const env = loadEnv();
  if (databaseKind(env) === 'postgres' || env.storageUrl) {
    console.error(
      'npm run backup copies the embedded set-up (SQLite in DATA_DIR, local storage). With PostgreSQL or S3, use their own backups: see the README, "Backups".',
    );
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = resolve(args[0] ?? `backups/admit-${stamp}`);
  const manifest = await createBackup(env.dataDir, destination);
  console.log(
    `Backed up ${env.dataDir} as of ${manifest.takenAt} into ${destination}: the database and ${manifest.files} stored files (${manifest.bytes} bytes).`,
  );
  console.log(
    'Keep SECRET (or DATA_DIR/secret) apart from your backups: without it sealed answers and PDFs cannot be read, and with it anyone who has the backup can.',
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
