import { readFile, readdir, readlink, realpath } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long to wait for killed processes to be gone before removing their folder anyway. */
const WAIT_MS = 5000;

const isGone = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'latin1').catch(() => undefined);
  // A zombie has stopped running; its parent (or init) only has to collect its exit status.
  return stat === undefined || /\)\s+Z/.test(stat);
};

/** The processes (other than this one) whose working directory is `root` or inside it. */
async function processesIn(root: string): Promise<number[]> {
  const inside = (cwd: string) => {
    const path = cwd.replace(/ \(deleted\)$/, '');
    return path === root || path.startsWith(`${root}/`);
  };
  const pids: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined);
    if (cwd !== undefined && inside(cwd) && !(await isGone(pid))) pids.push(pid);
  }
  return pids;
}

/**
 * Kills (SIGKILL) every process whose working directory is `folder` or inside it, and waits until
 * they are gone. The converters run with their own scratch folder as working directory, so this
 * finds exactly the ones a dead server left running, by their process id. A converter may start
 * another process while the first ones die (LibreOffice's launcher does), so it looks again until
 * none is left. Linux only (/proc): elsewhere it finds none.
 */
export async function endProcessesWorkingIn(folder: string): Promise<void> {
  const root = await realpath(folder).catch(() => folder);
  const deadline = Date.now() + WAIT_MS;
  for (let pids = await processesIn(root); pids.length; pids = await processesIn(root)) {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    for (const pid of pids) while (!(await isGone(pid)) && Date.now() < deadline) await sleep(10);
    if (Date.now() >= deadline) return;
  }
}
