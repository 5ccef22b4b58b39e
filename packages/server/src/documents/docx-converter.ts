import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScratchArea } from '../storage/scratch-area.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import { runTool } from './run-tool.ts';

/** Converts .docx bytes to PDF bytes (which still go through the PDF sanitiser). */
export interface DocxConverter {
  /** Converts, or fails with DOCUMENT_MESSAGES.timedOut once `signal` aborts. */
  convert(bytes: Uint8Array, signal: AbortSignal): Promise<Uint8Array>;
}

export interface DocxConverterOptions {
  /** The LibreOffice binary (default `soffice` on PATH). */
  sofficePath?: string;
  /** The server process's private scratch area (profiles and one folder per conversion). */
  scratch: ScratchArea;
  /** Conversions at once; each has its own LibreOffice profile (default 1). */
  workers?: number;
}

/**
 * .docx to PDF with LibreOffice headless (`soffice --convert-to pdf`). Each worker slot has its
 * own user profile (-env:UserInstallation) in the process's scratch area: two LibreOffice
 * processes cannot share one, and a LibreOffice left running by a crashed server must not meet
 * the next one's. A conversion past its signal is killed with its whole process group. The input
 * is always written as `document.docx` (0600) in a fresh private folder, the conversion's working
 * directory: the applicant's file name never reaches a path, and the folder goes right after.
 */
export function createDocxConverter(options: DocxConverterOptions): DocxConverter {
  const soffice = options.sofficePath ?? 'soffice';
  const { scratch } = options;
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

  const run = (slot: number, bytes: Uint8Array, signal: AbortSignal) =>
    scratch.withFolder(async (folder) => {
      const profile = join(scratch.dir, `profile-${slot}`);
      const input = join(folder, 'document.docx');
      await writeFile(input, bytes, { mode: 0o600 });
      const result = await runTool({
        command: soffice,
        args: [
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--nodefault',
          '--nologo',
          `-env:UserInstallation=${pathToFileURL(profile).href}`,
          '--convert-to',
          'pdf:writer_pdf_Export',
          '--outdir',
          folder,
          input,
        ],
        cwd: folder,
        env: { ...process.env, HOME: profile },
        signal,
        missing: DOCUMENT_MESSAGES.converterMissing,
      });
      if (result.code !== 0)
        throw new Error(`soffice exited with ${result.code ?? result.signal}: ${result.stderr}`);
      try {
        return new Uint8Array(await readFile(join(folder, 'document.pdf')));
      } catch {
        throw new DocumentError('conversion_failed', DOCUMENT_MESSAGES.conversionFailed);
      }
    });

  return {
    async convert(bytes, signal) {
      const slot = await acquire();
      try {
        return await run(slot, bytes, signal);
      } finally {
        release(slot);
      }
    },
  };
}
