import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.ts';
import { GENERIC_ERROR_MESSAGE as UNEXPECTED_ERROR } from '@admit/contract/constants';
import {
  seedApplicant,
  spawnServer,
  startServer,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { PARTNER_DIR } from '../helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const LONGEST_ANSWER_MS = 10_000;

/** A text area's answer: long saves (up to its 1,500 characters) fill the disk quickly. */
const SAVED = 'suspended_comment';
/** Whether this process may mount a tmpfs (root, and a kernel that lets it). */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'admit-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const NO_MOUNT = canMount()
  ? ''
  : ' (skipped: a full or read-only disk needs root to mount a tmpfs)';
if (NO_MOUNT) console.warn(`SQLite disk fault tests${NO_MOUNT}`);

/**
 * An ext4 file system on a loop device (`mkfs.ext4`, `losetup`) mounted with errors=remount-ro,
 * with the `trigger_fs_error` switch by which the kernel can be made to turn it read-only under
 * open files, as it does after an I/O error. Undone by `unmount`.
 */
function ext4Disk(folder: string) {
  const image = `${folder}.img`;
  execFileSync('truncate', ['-s', '16M', image]);
  execFileSync('mkfs.ext4', ['-q', image]);
  const device = execFileSync('losetup', ['-f', '--show', image], { encoding: 'utf8' }).trim();
  execFileSync('mount', ['-o', 'errors=remount-ro', device, folder]);
  const trigger = join('/sys/fs/ext4', basename(device), 'trigger_fs_error');
  return {
    canTurnReadOnly: existsSync(trigger),
    /** The kernel turns the file system read-only, files open for writing included. */
    turnReadOnly: () => writeFileSync(trigger, 'a test turns this disk read-only'),
    unmount() {
      execFileSync('umount', [folder]);
      execFileSync('losetup', ['-d', device]);
      rmSync(image, { force: true });
    },
  };
}
/** Whether the kernel can be made to turn an ext4 disk read-only (root, loop devices, sysfs). */
function canTurnReadOnly(): boolean {
  if (NO_MOUNT) return false;
  const probe = mkdtempSync(join(tmpdir(), 'admit-ext4-'));
  try {
    const disk = ext4Disk(probe);
    disk.unmount();
    return disk.canTurnReadOnly;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const NO_EXT4 = canTurnReadOnly()
  ? ''
  : ' (skipped: needs root, mkfs.ext4, a loop device and /sys/fs/ext4/*/trigger_fs_error)';
if (NO_EXT4) console.warn(`SQLite read-only disk test${NO_EXT4}`);

const serverEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL,
  PARTNER_CONFIG: PARTNER_DIR,
  SMTP_URL: '',
  SECRET: 'sqlite-fault-secret',
});

/** One PUT /api/answer as the client saw it. */
interface Save {
  status: number;
  retryAfter: string | null;
  message: string;
  ms: number;
}

/** A logged-in applicant of a running server, seeded through a second connection to its file. */
async function applicantOf(server: { address: string }, dataDir: string, email: string) {
  const seeding = createDatabase({ dataDir });
  const cookie = await seedApplicant(seeding.db, email);
  await seeding.destroy();
  const call = (method: string, path: string, body?: object) =>
    fetch(`${server.address}${path}`, {
      method,
      headers: {
        cookie,
        origin: PUBLIC_URL,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  async function save(value: string): Promise<Save> {
    const started = Date.now();
    const response = await call('PUT', '/api/answer', { answers: { [SAVED]: value } });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      message: ((await response.json()) as { message: string }).message,
      ms: Date.now() - started,
    };
  }
  const saved = async () =>
    ((await (await call('GET', '/api/profile')).json()) as { answer: Record<string, string> })
      .answer[SAVED];
  return { call, save, saved };
}

/** What a save during a fault must answer. */
function expectUnavailable(save: Save) {
  expect(save.status).toBe(503);
  expect(save.retryAfter).toBe('5');
  expect(save.message).toBe(UNEXPECTED_ERROR);
  expect(save.ms).toBeLessThan(LONGEST_ANSWER_MS);
}

describe('the server on SQLite', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'admit-sqlite-fault-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while another process holds the write lock, keeps serving reads, then saves again', async () => {
    const running = await startServer(serverEnv(dataDir));
    server = running;
    const applicant = await applicantOf(running, dataDir, 'locked@example.org');
    expect((await applicant.save('Before')).status).toBe(200);
    const holder = new DatabaseSync(join(dataDir, 'admit.sqlite'));
    holder.exec('BEGIN IMMEDIATE');
    try {
      let saved = false;
      const saving = applicant.save('During').finally(() => (saved = true));
      // The wait for the lock does not stop the server: health checks and reads answer meanwhile.
      expect((await applicant.call('GET', '/healthz')).status).toBe(200);
      expect(await applicant.saved()).toBe('Before');
      expect(saved).toBe(false);
      expectUnavailable(await saving);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect(running.alive()).toBe(true);
    expect((await applicant.save('After')).status).toBe(200);
    expect(await applicant.saved()).toBe('After');
  });

  describe.skipIf(Boolean(NO_MOUNT))(`on a disk of its own${NO_MOUNT}`, () => {
    let mount: string;
    beforeEach(() => {
      mount = join(dataDir, 'disk');
      mkdirSync(mount);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mount]);
    });
    afterEach(async () => {
      await server?.stop();
      server = undefined;
      execFileSync('umount', [mount]);
    });

    it('answers 503 while the disk is full and saves again once there is room', async () => {
      const running = await startServer(serverEnv(mount));
      server = running;
      const applicant = await applicantOf(running, mount, 'full@example.org');
      expect((await applicant.save('Before')).status).toBe(200);
      // Another file takes every byte left, as a log or a backup would.
      const filler = join(mount, 'filler');
      const fd = openSync(filler, 'w');
      try {
        for (const chunk = Buffer.alloc(64 * 1024, 1); ;) writeSync(fd, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        closeSync(fd);
      }
      // SQLite writes into room its write-ahead log already has; a few saves use it up.
      const saves: Array<Save & { value: string }> = [];
      for (let n = 0; n < 50 && saves.at(-1)?.status !== 503; n++) {
        const value = `During ${n}`.padEnd(1_000, '.');
        saves.push({ ...(await applicant.save(value)), value });
      }
      const refused = saves.at(-1)!;
      expectUnavailable(refused);
      expect(saves.every((save) => save.status === 200 || save.status === 503)).toBe(true);
      expect(running.alive()).toBe(true);
      // Reads go on, and show the last save acknowledged.
      const acknowledged = saves.filter((save) => save.status === 200).at(-1)?.value;
      expect(await applicant.saved()).toBe(acknowledged ?? 'Before');
      expect((await applicant.call('GET', '/livez')).status).toBe(200);
      rmSync(filler);
      expect((await applicant.save('After')).status).toBe(200);
      expect(await applicant.saved()).toBe('After');
      expect(running.output()).toContain('database or disk is full');
    });

    it('started on a read-only disk, waits until it can write, then serves', async () => {
      // A first run creates the database; the volume then comes back read-only.
      const first = await startServer(serverEnv(mount));
      await first.stop();
      execFileSync('mount', ['-o', 'remount,ro', mount]);
      const waiting = spawnServer(serverEnv(mount), 45_000);
      server = waiting;
      while (!waiting.output().includes('database unavailable at start')) {
        expect(waiting.alive()).toBe(true);
        await sleep(50);
      }
      await sleep(1_000);
      expect(waiting.alive()).toBe(true);
      execFileSync('mount', ['-o', 'remount,rw', mount]);
      const address = await waiting.listening;
      const applicant = await applicantOf({ address }, mount, 'late@example.org');
      expect((await applicant.save('Writable again')).status).toBe(200);
    });
  });

  describe.skipIf(Boolean(NO_EXT4))(`on a disk the kernel turns read-only${NO_EXT4}`, () => {
    let disk: ReturnType<typeof ext4Disk> | undefined;
    afterEach(async () => {
      await server?.stop();
      server = undefined;
      disk?.unmount();
      disk = undefined;
    });

    it('answers 503 to saves once its disk turns read-only under it, and goes on serving reads', async () => {
      const mount = join(dataDir, 'disk');
      mkdirSync(mount);
      disk = ext4Disk(mount);
      const running = await startServer(serverEnv(mount));
      server = running;
      const applicant = await applicantOf(running, mount, 'read-only@example.org');
      expect((await applicant.save('Before')).status).toBe(200);
      disk.turnReadOnly();
      const during = await applicant.save('During');
      expectUnavailable(during);
      expectUnavailable(await applicant.save('During, again'));
      expect(running.alive()).toBe(true);
      expect(await applicant.saved()).toBe('Before');
      expect((await applicant.call('GET', '/livez')).status).toBe(200);
      expect(running.output()).toMatch(/"errorCode":"SQLITE_(IOERR|READONLY)/);
    });
  });
});
