import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** PIDs of the processes whose working directory is `folder` or inside it (read from /proc). */
export function processesWorkingIn(folder: string): number[] {
  const root = realpathSync(folder);
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cwd: string;
    try {
      cwd = readlinkSync(`/proc/${entry}/cwd`).replace(/ \(deleted\)$/, '');
    } catch {
      continue;
    }
    if (cwd === root || cwd.startsWith(`${root}/`)) pids.push(Number(entry));
  }
  return pids;
}

/** Waits (up to `ms`) until `ready()` holds; throws with `what` if it never does. */
export async function waitFor(what: string, ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await sleep(20);
  }
}
