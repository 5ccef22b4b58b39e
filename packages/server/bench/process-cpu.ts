/** CPU seconds of processes on this machine, read from /proc (Linux), for the benchmarks. */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = 100; // clock ticks per second of /proc/<pid>/stat

/** The fields of /proc/<pid>/stat after the command name (ppid first); undefined when gone. */
function statOf(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) of a process, and of its children: those it waited for, and those
 * still running (the tool-runner process, with the converters it waited for).
 */
export function cpuOf(pid: number): { self: number; children: number } {
  const fields = statOf(pid);
  if (!fields) return { self: 0, children: 0 };
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
  let children = (cutime! + cstime!) / TICKS;
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)))
    if (statOf(Number(name))?.[1] === String(pid)) {
      const child = cpuOf(Number(name));
      children += child.self + child.children;
    }
  return { self: (utime! + stime!) / TICKS, children };
}

/** CPU seconds of every PostgreSQL process on the machine. */
export function postgresCpu(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuOf(Number(pid)).self;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
