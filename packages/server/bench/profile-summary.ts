/**
 * Where a server process's JavaScript time went: reads V8 CPU profiles (`.cpuprofile`, written by
 * `DEADLINE_CPU_PROFILE=<dir> npm run bench:deadline`) and prints the share of busy time by area,
 * inclusive: a sample counts once for every area on its stack (a save's time counts for the route
 * and for the database driver it waits on), so the shares add up to more than 100%.
 *
 *   npm run bench:profile -- <dir or .cpuprofile>...
 *
 * Areas are this repository's folders (`server/pdf`, `engine/compile`, ...) and npm packages.
 * Native work outside the JavaScript thread (argon2's hashing threads, Poppler, LibreOffice) is not
 * in a CPU profile; the benchmark counts those processes' CPU itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The area a frame belongs to: a repository folder, an npm package, Node itself or V8. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName === '(garbage collector)' ? 'V8: garbage collection' : 'V8/native';
  const pkg = /node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(url);
  if (pkg) return `npm: ${pkg[1]}`;
  const own = /packages\/([^/]+)\/src\/([^/]+)/.exec(url);
  if (own) return `${own[1]}/${own[2]!.replace(/\.ts$/, '')}`;
  if (url.startsWith('node:')) return 'Node built-ins';
  return url.replace(/.*\//, '');
}

/** Busy microseconds by area (inclusive and self), and the busy and idle totals. */
export function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const areas = new Map<string, number>();
  const own = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    busy += micros;
    const leaf = byId.get(id)!.callFrame;
    const leafArea = areaOf(leaf.url, leaf.functionName);
    own.set(leafArea, (own.get(leafArea) ?? 0) + micros);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') continue;
      seen.add(areaOf(frame.url, frame.functionName));
    }
    for (const area of seen) areas.set(area, (areas.get(area) ?? 0) + micros);
  });
  return { areas, own, busy, idle };
}

const files = process.argv.slice(2).flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => join(path, name))
    : [path],
);
for (const file of files) {
  const { areas, own, busy, idle } = summarise(
    JSON.parse(readFileSync(file, 'utf8')) as CpuProfile,
  );
  console.log(`${file}: busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`);
  const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
  console.log('  inclusive   self  area');
  for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${share(micros)}     ${share(own.get(area) ?? 0)}  ${area}`);
}
