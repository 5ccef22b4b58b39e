import { resolve } from 'node:path';
import { restoreBackup } from '../backup/restore-backup.ts';
import { loadEnv } from '../config/env.ts';

/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` in place in
 * DATA_DIR. Stop the server first; what DATA_DIR held is kept beside it, renamed.
 */
async function main(args: string[]): Promise<number> {
  if (!args[0]) {
    console.error('Usage: npm run restore -- <backup folder> (stop the server first)');
    return 2;
  }
  const env = loadEnv();
  const manifest = await restoreBackup(resolve(args[0]), env.dataDir);
  console.log(
    `Restored the backup of ${manifest.takenAt} into ${env.dataDir} (${manifest.files} stored files). What was there is kept beside it as *.before-restore-*.`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
