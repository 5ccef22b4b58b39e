/**
 * The CSV export at scale: seeds submitted applications (the staff list benchmark's season, every
 * one submitted) into a fresh database, gives the bundled partner an export profile (the
 * application, the submission date, the e-mail and the `applicantName.full` answers), starts a
 * real server process, signs an admin in and downloads `GET /api/staff/exports/:profile` over
 * HTTP, reading it as it streams (and stopping for 3 s halfway, as a slow client does): counts
 * rows and bytes, checks the header and that every submitted application is a row. Meanwhile it
 * samples the server process's resident memory (VmRSS in /proc/<pid>/status every 20 ms, and
 * VmHWM, its peak since the download began) and reads its V8 heap from /metrics before, during and
 * after.
 * Then it seeds more and does the same at the next size, on a fresh server process, so the report
 * shows whether the memory a download takes grows with its rows.
 * `npm run bench:staff-export` (BENCH_DB=sqlite|postgres|sqlite,postgres, the default;
 * BENCH_EXPORT_ROWS, default 10000,100000; BENCH_EXPORT_PAUSE_MS, default 3000;
 * BENCH_SERVER_NODE_ARGS, the server's Node flags, default a bounded heap (see below), empty for
 * Node's defaults;
 * BENCH_KEEP=1 leaves the database behind).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { loadPartner } from '../src/config/partner.ts';
import { migrate } from '../src/db/migrations.ts';
import { csvCell } from '../src/staff/export-csv.ts';
import { searchableNameKeys, useStaffNameKeys } from '../src/store/staff-name-keys.ts';
import { seedApplicants } from '../tests/helpers/seed-applicants.ts';
import {
  addBenchStaff,
  analyze,
  benchStaffSignIn,
  freshDatabase,
  seasonApplicants,
  startBenchServer,
} from './staff-bench-setup.ts';

const BUNDLED = fileURLToPath(new URL('../../../partner-config', import.meta.url));
const BACKENDS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const SIZES = (process.env.BENCH_EXPORT_ROWS ?? '10000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const ADMIN = 'bench-admin@example.edu';
const PROFILE = 'bench';
const SAMPLE_MS = 20;
/** How often the server's heap is read from /metrics during a download. */
const HEAP_SAMPLE_MS = 200;
/**
 * Node's flags for the server. By default a bounded heap (old space 128 MB, young generation 2 x 8
 * MB), as a deployment that caps the process's memory runs it: with Node's defaults V8 grows its
 * young generation to 128 MB and lets garbage build up to its next limit before collecting, so
 * the process grows during any long burst of work whether or not the export keeps anything. Under
 * a bound, memory the export kept per row would show as growth (or run out).
 */
const NODE_ARGS = (
  process.env.BENCH_SERVER_NODE_ARGS ?? '--max-old-space-size=128 --max-semi-space-size=8'
)
  .split(' ')
  .filter(Boolean);
/** How long the client stops reading halfway through a download. */
const PAUSE_MS = Number(process.env.BENCH_EXPORT_PAUSE_MS ?? 3000);
/** How long the server idles before and after a download, so its memory settles. */
const SETTLE_MS = 2000;

/** The bundled partner folder, copied to `dir` with one export profile; its column headers. */
async function exportingPartner(dir: string): Promise<string[]> {
  await cp(BUNDLED, dir, { recursive: true });
  const path = join(dir, 'partner.json');
  const partner = JSON.parse(await readFile(path, 'utf8')) as {
    applicantName?: { full?: string[] };
    exportProfiles?: unknown[];
  };
  const columns = [
    { field: 'application_id', header: 'Application' },
    { field: 'submitted_at', header: 'Submitted' },
    { field: 'email', header: 'E-mail' },
    ...(partner.applicantName?.full ?? []).map((key) => ({ key, header: key })),
  ];
  partner.exportProfiles = [{ id: PROFILE, title: 'Benchmark export', columns }];
  await writeFile(path, JSON.stringify(partner, null, 2));
  return columns.map((column) => column.header);
}

/** A process's memory in MB from /proc/<pid>/status: `VmRSS` now, or `VmHWM` (peak RSS). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kb[1]) / 1024;
}

/** The server's V8 heap (used, total) and the memory V8 knows is held outside it, in MB, from /metrics. */
async function heapMb(base: string, agent: Agent) {
  const response = await request(`${base}/metrics`, { dispatcher: agent });
  const text = await response.body.text();
  const metric = (name: string) =>
    Number(new RegExp(`^admit_${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return {
    used: metric('nodejs_heap_size_used_bytes'),
    total: metric('nodejs_heap_size_total_bytes'),
    external: metric('nodejs_external_memory_bytes'),
  };
}
type Heap = Awaited<ReturnType<typeof heapMb>>;
const heapText = (heap: Heap) =>
  `${heap.used.toFixed(0)} of ${heap.total.toFixed(0)} (external ${heap.external.toFixed(0)})`;

/** Counts the CSV's rows as it streams (a line break inside a quoted cell is not a row's end). */
function rowCounter() {
  let quoted = false;
  let rows = 0;
  return {
    add(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) rows++;
      }
    },
    rows: () => rows,
  };
}

/** One download of the export on a fresh server process; prints and checks what it measured. */
async function measure(
  backend: string,
  database: Awaited<ReturnType<typeof freshDatabase>>,
  partnerDir: string,
  headers: string[],
  submitted: number,
) {
  const server = startBenchServer(database, partnerDir, NODE_ARGS);
  const base = await server.listening;
  const pid = server.child.pid!;
  const agent = new Agent({ connections: 1 });
  try {
    const cookie = await benchStaffSignIn(base, agent, ADMIN);
    await sleep(SETTLE_MS);
    const heapBefore = await heapMb(base, agent);
    const before = memoryMb(pid, 'VmRSS');
    // Resets VmHWM to the current RSS (Linux clear_refs), so it then holds the download's peak.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    // Resident memory is the process's own (anonymous: heaps, buffers) and pages of files it
    // reads (the database), which the kernel may drop at any time: both are watched.
    const anonBefore = memoryMb(pid, 'RssAnon');
    const fileBefore = memoryMb(pid, 'RssFile');
    let sampledPeak = before;
    let anonPeak = anonBefore;
    let filePeak = fileBefore;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryMb(pid, 'VmRSS'));
      anonPeak = Math.max(anonPeak, memoryMb(pid, 'RssAnon'));
      filePeak = Math.max(filePeak, memoryMb(pid, 'RssFile'));
    }, SAMPLE_MS);
    // The V8 heap during the download (on a connection of its own), so that growth of the
    // process's memory can be told apart: garbage the heap has not collected yet, or memory
    // outside it.
    const metricsAgent = new Agent({ connections: 1 });
    const heapPeak: Heap = { ...heapBefore };
    let sampling = true;
    const heapSampler = (async () => {
      while (sampling) {
        const heap = await heapMb(base, metricsAgent);
        heapPeak.used = Math.max(heapPeak.used, heap.used);
        heapPeak.total = Math.max(heapPeak.total, heap.total);
        heapPeak.external = Math.max(heapPeak.external, heap.external);
        await sleep(HEAP_SAMPLE_MS);
      }
    })();
    const begun = performance.now();
    const response = await request(`${base}/api/staff/exports/${PROFILE}`, {
      dispatcher: agent,
      headers: { cookie },
    });
    const counter = rowCounter();
    let bytes = 0;
    let head = '';
    let paused = false;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      if (head.length < 1000 && !head.includes('\r\n')) head += chunk.toString('utf8', 0, 1000);
      bytes += chunk.length;
      counter.add(chunk);
      if (!paused && counter.rows() > submitted / 2) {
        // A slow client: the server must wait for it, not read the rest into memory meanwhile.
        paused = true;
        await sleep(PAUSE_MS);
      }
    }
    const seconds = (performance.now() - begun - PAUSE_MS) / 1000;
    clearInterval(sampler);
    sampling = false;
    await heapSampler;
    await metricsAgent.close();
    const peak = Math.max(sampledPeak, memoryMb(pid, 'VmHWM'));
    await sleep(SETTLE_MS);
    const after = memoryMb(pid, 'VmRSS');
    const heapAfter = await heapMb(base, agent);
    if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${head}`);
    const expectedHeader = headers.map(csvCell).join(',');
    const header = head.split('\r\n')[0];
    if (header !== expectedHeader) throw new Error(`header: ${header} ≠ ${expectedHeader}`);
    const rows = counter.rows() - 1;
    if (rows !== submitted) throw new Error(`export: ${rows} rows, ${submitted} submitted`);
    console.log(
      `${backend.padEnd(8)} ${rows.toLocaleString('en').padStart(7)} rows ` +
        `${(bytes / 1e6).toFixed(1).padStart(5)} MB ${seconds.toFixed(1).padStart(5)} s ` +
        `${Math.round(rows / seconds)
          .toLocaleString('en')
          .padStart(
            7,
          )} rows/s (without the pause)  server RSS before ${before.toFixed(0)} MB, peak ` +
        `${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}: anonymous ` +
        `+${(anonPeak - anonBefore).toFixed(0)}, file +${(filePeak - fileBefore).toFixed(0)}), ` +
        `after ${after.toFixed(0)} MB; ` +
        `V8 heap used of total before ${heapText(heapBefore)} MB, peak ${heapText(heapPeak)} MB, ` +
        `after ${heapText(heapAfter)} MB; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
  } finally {
    await agent.close();
    await server.stop();
  }
}

async function bench(backend: string) {
  const partnerDir = await mkdtemp(join(tmpdir(), 'admit-export-bench-partner-'));
  const database = await freshDatabase(backend);
  try {
    const headers = await exportingPartner(partnerDir);
    const partner = await loadPartner(partnerDir);
    await migrate(database.database);
    // Recorded on the empty database: the triggers then write each seeded row's search text.
    await useStaffNameKeys(database.database, searchableNameKeys(partner));
    await addBenchStaff(database, ADMIN, 'admin');
    const { seeded } = seasonApplicants(SIZES.at(-1)!, { allSubmitted: true });
    let done = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedApplicants(database, seeded.slice(done, size), 1000);
      await analyze(database);
      console.log(
        `${backend}: seeded ${(size - done).toLocaleString('en')} more submitted applications ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      done = size;
      await measure(backend, database, partnerDir, headers, size);
    }
  } finally {
    await database.database.destroy();
    await database.drop();
    await rm(partnerDir, { recursive: true, force: true });
  }
}

console.log(`server Node flags: ${NODE_ARGS.join(' ') || "Node's defaults"}`);
for (const backend of BACKENDS) await bench(backend);
