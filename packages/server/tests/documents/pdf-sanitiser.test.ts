import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { convertDocument, type DocumentConverters } from '../../src/documents/convert-document.ts';
import { DOCUMENT_MESSAGES } from '../../src/documents/document-error.ts';
import { createDocxConverter } from '../../src/documents/docx-converter.ts';
import { createPdfSanitiser } from '../../src/documents/pdf-sanitiser.ts';
import { renderApplicationPdf } from '../../src/pdf/render-application-pdf.ts';
import { createScratchArea } from '../../src/storage/scratch-area.ts';
import { makePdf } from '../helpers/document-fixtures.ts';
import {
  HOSTILE_PDFS,
  activeContent,
  everythingHostile,
  inObjectStreams,
  qpdf,
} from '../helpers/hostile-pdf.ts';
import { pageTexts } from '../helpers/pdf-text.ts';

const work = mkdtempSync(join(tmpdir(), 'admit-sanitise-'));
const scratch = createScratchArea(join(work, 'scratch'));
afterAll(async () => {
  await scratch.close();
  rmSync(work, { recursive: true, force: true });
});
const converters: DocumentConverters = {
  docx: createDocxConverter({ scratch }),
  pdf: createPdfSanitiser({ scratch }),
  timeoutMs: 60_000,
};

/** The application PDF with one appended document and nothing else. */
const applicationWith = (pdf: Uint8Array) =>
  renderApplicationPdf({
    partnerName: 'University',
    applicationTitle: 'Application',
    applicantName: 'Applicant',
    generatedAt: new Date(0),
    pages: [],
    documents: [{ label: 'Document', fileName: 'upload.pdf', pdf }],
  });

describe('uploaded PDFs are neutralised', () => {
  it.each(Object.entries(HOSTILE_PDFS))(
    'removes %s, keeping the page text, from the stored and the application PDF',
    async (name, make) => {
      const hostile = make();
      expect(activeContent(hostile)).not.toEqual([]);
      const stored = await convertDocument('pdf', hostile, converters);
      expect(stored.pages).toBe(1);
      expect(activeContent(stored.bytes)).toEqual([]);
      expect((await pageTexts(stored.bytes))[0]).toContain('Visible');
      const application = await applicationWith(stored.bytes);
      expect(activeContent(application)).toEqual([]);
      expect((await pageTexts(application)).at(-1)).toContain('Visible');
    },
  );

  it('removes what object streams hide (compressed, out of sight of a plain byte search)', async () => {
    const hostile = inObjectStreams(everythingHostile());
    expect(Buffer.from(hostile).toString('latin1')).not.toMatch(/OpenAction|JavaScript|XFA/);
    expect(activeContent(hostile).length).toBeGreaterThanOrEqual(7);
    const stored = await convertDocument('pdf', hostile, converters);
    expect(activeContent(stored.bytes)).toEqual([]);
    expect(activeContent(await applicationWith(stored.bytes))).toEqual([]);
    expect(await pageTexts(stored.bytes)).toEqual(['Visible everything']);
  });

  it('keeps every page, in order, with its size', async () => {
    const stored = await convertDocument('pdf', await makePdf('Transcript', 3), converters);
    expect(stored.pages).toBe(3);
    expect(await pageTexts(stored.bytes)).toEqual([
      'Transcript page 1',
      'Transcript page 2',
      'Transcript page 3',
    ]);
  });

  it('fails a PDF that needs a password to open', async () => {
    const locked = qpdf(await makePdf('Secret'), ['--encrypt', 'user', 'owner', '256', '--']);
    await expect(convertDocument('pdf', locked, converters)).rejects.toThrow(
      DOCUMENT_MESSAGES.encryptedPdf,
    );
  });

  it('fails a PDF encrypted with an owner password only, as before', async () => {
    const restricted = qpdf(await makePdf('Restricted'), [
      '--encrypt',
      '',
      'owner',
      '256',
      '--modify=none',
      '--',
    ]);
    await expect(convertDocument('pdf', restricted, converters)).rejects.toThrow(
      DOCUMENT_MESSAGES.encryptedPdf,
    );
  });

  it('fails a corrupt PDF with a message', async () => {
    const corrupt = new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage endobj\n%%EOF');
    await expect(convertDocument('pdf', corrupt, converters)).rejects.toThrow(
      DOCUMENT_MESSAGES.damagedPdf,
    );
  });

  it('fails naming the package to install when Poppler is missing', async () => {
    const missing = {
      ...converters,
      pdf: createPdfSanitiser({ scratch, popplerDir: join(work, 'no-poppler') }),
    };
    await expect(convertDocument('pdf', await makePdf('x'), missing)).rejects.toThrow(
      /poppler-utils/,
    );
  });

  it('fails with the timeout message once the conversion runs out of time', async () => {
    const hurried = { ...converters, timeoutMs: 1 };
    await expect(convertDocument('pdf', everythingHostile(), hurried)).rejects.toThrow(
      DOCUMENT_MESSAGES.timedOut,
    );
  });
});

describe('Word documents are neutralised', () => {
  it('leaves no javascript: link from a .docx hyperlink after LibreOffice and the sanitiser', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [
                new TextRun('Statement with a link: '),
                new ExternalHyperlink({
                  link: 'javascript:app.alert(1)',
                  children: [new TextRun('click me')],
                }),
              ],
            }),
          ],
        },
      ],
    });
    const docx = new Uint8Array(await Packer.toBuffer(document));
    const stored = await convertDocument('docx', docx, converters);
    expect(activeContent(stored.bytes)).toEqual([]);
    expect(activeContent(await applicationWith(stored.bytes))).toEqual([]);
    expect((await pageTexts(stored.bytes))[0]).toBe('Statement with a link: click me');
  });
});
