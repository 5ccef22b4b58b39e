import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf } from '../../src/pdf/render-application-pdf.ts';
import { activeContent, everythingHostile } from '../helpers/hostile-pdf.ts';
import { pageTexts } from '../helpers/pdf-text.ts';

/** What earlier versions stored for an uploaded PDF: its pages copied whole by pdf-lib. */
async function storedBeforeSanitising(upload: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(upload, { updateMetadata: false });
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
  return out.save();
}

describe('renderApplicationPdf', () => {
  it('appends a document stored before uploads were sanitised without its links and actions', async () => {
    const stored = await storedBeforeSanitising(everythingHostile());
    expect(activeContent(stored)).not.toEqual([]);
    const application = await renderApplicationPdf({
      partnerName: 'University',
      applicationTitle: 'Application',
      applicantName: 'Applicant',
      generatedAt: new Date(0),
      pages: [],
      documents: [{ label: 'Document', fileName: 'old.pdf', pdf: stored }],
    });
    expect(activeContent(application)).toEqual([]);
    expect((await pageTexts(application)).at(-1)).toContain('Visible everything');
  });
});
