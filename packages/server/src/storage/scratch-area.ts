import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { endProcessesWorkingIn } from './end-processes-working-in.ts';

/** This host, in folder names: DATA_DIR may be shared by servers on several hosts. */
export const HOST = hostname().replace(/[^A-Za-z0-9]+/g, '_');

/**
 * A server process's private folder for temporary files (`run-HOST-PID-TOKEN` under a work
 * folder): converters' profiles and one fresh folder per conversion, so the applicant's bytes are
 * never in a shared place. Folders are 0700 (files 0600 where the server writes them), removed
 * right after use, and whatever a crash leaves behind is removed at the next start.
 */
export interface ScratchArea {
  /** This process's own folder. */
  readonly dir: string;
  /** Settles once the leftovers of dead processes are gone and `dir` exists. */
  readonly ready: Promise<void>;
  /** Runs `use` in a fresh private folder inside `dir`, removed afterwards whatever happens. */
  withFolder<T>(use: (folder: string) => Promise<T>): Promise<T>;
  /** Removes `dir` (at a clean shutdown, once nothing uses it). */
  close(): Promise<void>;
}

/** The run folders of scratch areas open in this process (a PID alone cannot tell them apart). */
const open = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** `run-HOST-PID-TOKEN`, and the `profile-HOST-PID-SLOT` and `tmp-HOST-PID` of earlier versions. */
const OWNED = /^(?:run-(\w+)-(\d+)-[0-9a-f]+|(?:profile|tmp)-(\w+)-(\d+)(?:-\d+)?)$/;

/**
 * Removes the folders of this host's server processes that are gone, and of earlier runs of this
 * process's PID (a restarted container often gets the same one). A process still working in such
 * a folder (a converter whose server was killed) is ended first, or it could write there again.
 */
export async function removeLeftovers(workDir: string): Promise<void> {
  const entries = await readdir(workDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const match = OWNED.exec(entry);
    if (!match || (match[1] ?? match[3]) !== HOST) continue;
    const pid = Number(match[2] ?? match[4]);
    const gone = pid === process.pid ? !open.has(join(workDir, entry)) : !isAlive(pid);
    if (!gone) continue;
    await endProcessesWorkingIn(join(workDir, entry));
    await rm(join(workDir, entry), { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Opens this process's scratch area under `workDir` (made 0700), sweeping leftovers first. */
export function createScratchArea(workDir: string): ScratchArea {
  const dir = join(workDir, `run-${HOST}-${process.pid}-${randomBytes(6).toString('hex')}`);
  open.add(dir);
  const ready = (async () => {
    await mkdir(workDir, { recursive: true, mode: 0o700 });
    // A folder made by an earlier version (or by hand) may be readable by others.
    await chmod(workDir, 0o700);
    await removeLeftovers(workDir);
    await mkdir(dir, { mode: 0o700 });
  })();
  // Callers await `ready` before use; this keeps a failed sweep from being an unhandled rejection.
  ready.catch(() => undefined);
  return {
    dir,
    ready,
    async withFolder(use) {
      await ready;
      const folder = await mkdtemp(join(dir, 'job-'));
      try {
        return await use(folder);
      } finally {
        await rm(folder, { recursive: true, force: true, maxRetries: 3 });
      }
    },
    async close() {
      await ready.catch(() => undefined);
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
      open.delete(dir);
    },
  };
}
