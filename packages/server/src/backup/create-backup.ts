import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';

/** What a backup holds, written beside it as `manifest.json`. */
export interface BackupManifest {
  /** ISO time the database copy was taken (the moment the backup stands for). */
  takenAt: string;
  database: 'admit.sqlite';
  /** Files of local storage copied (uploads awaiting conversion, sealed PDFs). */
  files: number;
  bytes: number;
}

/** The files under `dir` (relative paths), leaving out `.tmp` folders (uploads being received). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('.tmp'));
}

/** Copies what `from` holds and `to` does not yet (stored files never change once written). */
async function copyNew(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const path of await filesUnder(from)) {
    const target = join(to, path);
    if (await stat(target).catch(() => undefined)) continue;
    try {
      await cp(join(from, path), target, { errorOnExist: true, force: false });
    } catch (error) {
      // Removed meanwhile (a replaced document): nothing the database copy can point to.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    files++;
    bytes += (await stat(target)).size;
  }
  return { files, bytes };
}

/**
 * A consistent online backup of the embedded set-up into `destination` (which must not exist):
 * the SQLite database through SQLite's backup API (a consistent copy while servers keep writing,
 * not a file copy of a live database) and the local storage folder. Storage is copied before and
 * after the database, so every file the database copy names is there (stored files are written
 * once under fresh keys). The secret is not copied: keep SECRET apart from the backups.
 */
export async function createBackup(dataDir: string, destination: string): Promise<BackupManifest> {
  await mkdir(destination, { recursive: false });
  const storage = join(dataDir, 'storage');
  const copied = join(destination, 'storage');
  await mkdir(copied);
  const before = await copyNew(storage, copied);
  const source = new DatabaseSync(join(dataDir, 'admit.sqlite'), { readOnly: true, timeout: 5000 });
  const takenAt = new Date().toISOString();
  try {
    await backup(source, join(destination, 'admit.sqlite'));
  } finally {
    source.close();
  }
  const after = await copyNew(storage, copied);
  const manifest: BackupManifest = {
    takenAt,
    database: 'admit.sqlite',
    files: before.files + after.files,
    bytes: before.bytes + after.bytes,
  };
  await writeFile(join(destination, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
