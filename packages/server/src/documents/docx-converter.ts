import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';

/** Converts .docx bytes to PDF bytes. */
export interface DocxConverter {
  convert(bytes: Uint8Array): Promise<Uint8Array>;
}

export interface DocxConverterOptions {
  /** The LibreOffice binary (default `soffice` on PATH). */
  sofficePath?: string;
  /** Folder for the converters' profiles and scratch files (DATA_DIR/soffice). */
  workDir: string;
  /** Longest one conversion may run before LibreOffice is killed (default 60 s). */
  timeoutMs?: number;
  /** Conversions at once; each has its own LibreOffice profile (default 1). */
  workers?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** This process, in folder names: DATA_DIR may be shared by servers on several hosts. */
export const HOST = hostname().replace(/[^A-Za-z0-9]+/g, '_');

/**
 * Removes the profiles and scratch folders of this host's server processes that are gone (a crash
 * leaves them behind).
 */
export async function removeDeadProfiles(workDir: string): Promise<void> {
  const entries = await readdir(workDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const match = /^(?:profile|tmp)-(\w+)-(\d+)(?:-\d+)?$/.exec(entry);
    const pid = Number(match?.[2]);
    if (match?.[1] === HOST && pid && pid !== process.pid && !isAlive(pid))
      await rm(join(workDir, entry), { recursive: true, force: true });
  }
}

/**
 * .docx to PDF with LibreOffice headless (`soffice --convert-to pdf`). Each worker slot of each
 * server process has its own user profile (-env:UserInstallation): two LibreOffice processes
 * cannot share one, and a LibreOffice left running by a crashed server must not meet the next
 * one's. A conversion past the timeout is killed with its whole process group. The input is always
 * written as `document.docx` in a fresh folder: the applicant's file name never reaches a path.
 */
export function createDocxConverter(options: DocxConverterOptions): DocxConverter {
  const soffice = options.sofficePath ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const free = Array.from({ length: Math.max(1, options.workers ?? 1) }, (_, i) => i);
  const waiting: ((slot: number) => void)[] = [];
  const acquire = () =>
    new Promise<number>((resolve) => {
      const slot = free.pop();
      if (slot === undefined) waiting.push(resolve);
      else resolve(slot);
    });
  const release = (slot: number) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  const cleaned = removeDeadProfiles(options.workDir);

  async function run(slot: number, bytes: Uint8Array): Promise<Uint8Array> {
    await cleaned;
    const profile = join(options.workDir, `profile-${HOST}-${process.pid}-${slot}`);
    const tmp = join(options.workDir, `tmp-${HOST}-${process.pid}`);
    await mkdir(tmp, { recursive: true });
    const scratch = await mkdtemp(join(tmp, 'job-'));
    try {
      const input = join(scratch, 'document.docx');
      await writeFile(input, bytes, { mode: 0o600 });
      const args = [
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--nologo',
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        scratch,
        input,
      ];
      await new Promise<void>((resolve, reject) => {
        const child = spawn(soffice, args, {
          cwd: scratch,
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, HOME: profile },
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr = (stderr + String(chunk)).slice(-2000);
        });
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            child.kill('SIGKILL');
          }
          reject(new DocumentError('timeout', DOCUMENT_MESSAGES.timedOut));
        }, timeoutMs);
        child.once('error', (error: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          reject(
            error.code === 'ENOENT' || error.code === 'EACCES'
              ? new DocumentError('converter_missing', DOCUMENT_MESSAGES.converterMissing)
              : error,
          );
        });
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          if (code === 0) resolve();
          else reject(new Error(`soffice exited with ${code ?? signal}: ${stderr.trim()}`));
        });
      });
      try {
        return new Uint8Array(await readFile(join(scratch, 'document.pdf')));
      } catch {
        throw new DocumentError('conversion_failed', DOCUMENT_MESSAGES.conversionFailed);
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  return {
    async convert(bytes) {
      const slot = await acquire();
      try {
        return await run(slot, bytes);
      } finally {
        release(slot);
      }
    },
  };
}
