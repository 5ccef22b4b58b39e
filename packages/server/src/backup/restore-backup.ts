import { access, cp, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BackupManifest } from './create-backup.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Puts a backup made by `createBackup` in place in `dataDir`, with no server running on it. What
 * was there is kept beside it (`*.before-restore-<time>`), never deleted. The database copy is
 * checked (`PRAGMA integrity_check`) before anything is moved.
 */
export async function restoreBackup(source: string, dataDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(join(source, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  const copy = new DatabaseSync(join(source, manifest.database), { readOnly: true });
  try {
    const [row] = copy.prepare('pragma integrity_check').all() as { integrity_check: string }[];
    if (row?.integrity_check !== 'ok')
      throw new Error(`The backup's database is damaged: ${row?.integrity_check}`);
  } finally {
    copy.close();
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const database = join(dataDir, 'admit.sqlite');
  for (const path of [database, `${database}-wal`, `${database}-shm`, join(dataDir, 'storage')])
    if (await exists(path)) await rename(path, `${path}.before-restore-${stamp}`);
  await cp(join(source, manifest.database), `${database}.restoring`);
  await rename(`${database}.restoring`, database);
  await cp(join(source, 'storage'), join(dataDir, 'storage'), { recursive: true });
  await rm(`${database}.restoring`, { force: true });
  return manifest;
}
