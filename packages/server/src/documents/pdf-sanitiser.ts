import { join } from 'node:path';
import type { ScratchArea } from '../storage/scratch-area.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import { runTool } from './run-tool.ts';

/** Redraws PDFs so that nothing but the appearance of their pages survives. */
export interface PdfSanitiser {
  /**
   * A brand-new PDF drawn from the pages of `bytes`. Password-protected PDFs fail with
   * DOCUMENT_MESSAGES.encryptedPdf, unreadable ones with damagedPdf.
   */
  sanitise(bytes: Uint8Array, signal: AbortSignal): Promise<Uint8Array>;
  /**
   * Whether any page of a PDF the server wrote has text to extract (what a screen reader reads);
   * a scan or a photo has none. A PDF the tool cannot read counts as having text: only what is
   * known to be image-only is said to be.
   */
  hasText(bytes: Uint8Array, signal: AbortSignal): Promise<boolean>;
}

export interface PdfSanitiserOptions {
  scratch: ScratchArea;
  /** The folder holding Poppler's `pdfinfo` and `pdftocairo` (default: found on PATH). */
  popplerDir?: string;
}

/**
 * The sanitiser every uploaded PDF (and LibreOffice's output) goes through: Poppler, maintained
 * upstream and by Debian (`poppler-utils`). `pdfinfo` refuses encrypted files (owner password
 * only included, as before); `pdftocairo -pdf` then renders each page through cairo into a new
 * file. Cairo writes page content, fonts and images only: scripts, actions, forms (XFA
 * included), attachments, annotations and links have nowhere to go. Both read the file from
 * stdin and the new one comes on stdout, so no copy of the document touches the disk; they run
 * in a private scratch folder so that one left running by a crashed server is found and ended.
 * `pdftotext` tells whether a PDF has text.
 */
export function createPdfSanitiser(options: PdfSanitiserOptions): PdfSanitiser {
  const tool = (name: string) => (options.popplerDir ? join(options.popplerDir, name) : name);
  return {
    hasText(bytes, signal) {
      return options.scratch.withFolder(async (cwd) => {
        const text = await runTool({
          command: tool('pdftotext'),
          args: ['-q', '-enc', 'UTF-8', '-', '-'],
          cwd,
          input: bytes,
          signal,
          missing: DOCUMENT_MESSAGES.popplerMissing,
        });
        // Pages are separated by form feeds, which trim() removes with the white space.
        return text.code !== 0 || text.stdout.toString('utf8').trim() !== '';
      });
    },
    sanitise(bytes, signal) {
      const refuse = (message: string) => new DocumentError('invalid_file', message);
      return options.scratch.withFolder(async (cwd) => {
        const run = (name: string, args: string[]) =>
          runTool({
            command: tool(name),
            args,
            cwd,
            input: bytes,
            signal,
            missing: DOCUMENT_MESSAGES.popplerMissing,
          });
        const info = await run('pdfinfo', ['-']);
        if (info.code !== 0)
          throw refuse(
            /Incorrect password/i.test(info.stderr)
              ? DOCUMENT_MESSAGES.encryptedPdf
              : DOCUMENT_MESSAGES.damagedPdf,
          );
        // Only a line of pdfinfo's own says "yes" here; a title cannot unsay it.
        if (/^Encrypted:\s+yes\b/m.test(info.stdout.toString('latin1')))
          throw refuse(DOCUMENT_MESSAGES.encryptedPdf);
        const drawn = await run('pdftocairo', ['-pdf', '-origpagesizes', '-q', '-', '-']);
        if (drawn.code !== 0 || drawn.stdout.length === 0)
          throw refuse(DOCUMENT_MESSAGES.damagedPdf);
        return new Uint8Array(drawn.stdout);
      });
    },
  };
}
