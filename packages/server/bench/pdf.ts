/**
 * PDF figures: whole-application PDF generation (median and p95) for a full application of the
 * bundled partner with three converted documents appended, conversion of a PDF upload (redrawn by
 * the sanitiser), and .docx conversion (LibreOffice, a fresh profile then warm, and the sanitiser).
 * Run with `npm run bench:pdf` (BENCH_RUNS to adjust); writes bench/pdf.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateVisibility, printApplication, printItemsOf } from '@admit/engine';
import { percentile } from '../../../scripts/bench/stats.ts';
import { loadPartner } from '../src/config/partner.ts';
import { convertDocument, type DocumentConverters } from '../src/documents/convert-document.ts';
import { createDocxConverter } from '../src/documents/docx-converter.ts';
import { createPdfSanitiser } from '../src/documents/pdf-sanitiser.ts';
import { renderApplicationPdf } from '../src/pdf/render-application-pdf.ts';
import { createScratchArea } from '../src/storage/scratch-area.ts';
import { LANDSCAPE_JPEG, makeDocx, makePdf, makePng } from '../tests/helpers/document-fixtures.ts';
import { fullApplication } from '../tests/helpers/full-application.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DOCX_RUNS = 5;
const PARTNER = fileURLToPath(new URL('../../../partner-config', import.meta.url));

const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const partner = await loadPartner(PARTNER);
const answers = fullApplication(partner.model);
// Three document questions the full application shows, whatever the partner calls them.
const { visible } = evaluateVisibility(partner.model, { answers });
const keys = partner.model.fields
  .filter((field) => field.kind === 'file' && visible.has(field.key))
  .slice(0, 3)
  .map((field) => field.key);
if (keys.length < 3) throw new Error('The full application shows fewer than 3 document questions.');
const work = mkdtempSync(join(tmpdir(), 'admit-bench-pdf-'));
const scratch = createScratchArea(join(work, 'scratch'));
const converters: DocumentConverters = {
  docx: createDocxConverter({ scratch }),
  pdf: createPdfSanitiser({ scratch }),
  timeoutMs: 60_000,
};
const orders = await makePdf('Military orders', 3);
const converted = [
  await convertDocument('pdf', orders, converters),
  await convertDocument('png', makePng(1200, 900), converters),
  await convertDocument('jpeg', LANDSCAPE_JPEG, converters),
];
const documents = Object.fromEntries(
  keys.map((key) => [key, { file_name: `${key}.pdf`, file_size: 1 }]),
);

/** What the application-PDF job does once its inputs are read: print projection, layout, save. */
async function generate(): Promise<Uint8Array> {
  const pages = printApplication(partner.model, { answers, documents });
  return renderApplicationPdf({
    partnerName: partner.config.partner.name,
    applicationTitle: partner.config.partner.applicationTitle,
    applicantName: 'Zoë Ñúñez-Łukasiewicz',
    generatedAt: new Date(),
    pages,
    documents: keys.map((key, i) => ({
      label: key,
      fileName: `${key}.pdf`,
      pdf: converted[i]!.bytes,
    })),
  });
}

let output = await generate();
for (let i = 0; i < 3; i++) output = await generate();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await timed(async () => (output = await generate())));
times.sort((a, b) => a - b);
const { PDFDocument } = await import('pdf-lib');
const pageCount = (await PDFDocument.load(output)).getPageCount();

const redraws: number[] = [];
for (let i = 0; i < RUNS; i++)
  redraws.push(await timed(() => convertDocument('pdf', orders, converters)));
redraws.sort((a, b) => a - b);

const statement = await makeDocx(
  Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} of a personal statement.`).join(' '),
);
const cold = await timed(() => convertDocument('docx', statement, converters));
const warm: number[] = [];
for (let i = 0; i < DOCX_RUNS; i++)
  warm.push(await timed(() => convertDocument('docx', statement, converters)));
warm.sort((a, b) => a - b);
await scratch.close();
rmSync(work, { recursive: true, force: true });

const figures = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  applicationPdf: {
    runs: RUNS,
    questions: printItemsOf(printApplication(partner.model, { answers, documents })).length,
    documents: keys.length,
    pages: pageCount,
    bytes: output.byteLength,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
  },
  pdfConversion: {
    runs: RUNS,
    pages: converted[0]!.pages,
    medianMs: round(percentile(redraws, 50)),
    p95Ms: round(percentile(redraws, 95)),
  },
  docxConversion: {
    runs: DOCX_RUNS,
    freshProfileMs: round(cold),
    medianMs: round(percentile(warm, 50)),
    p95Ms: round(percentile(warm, 95)),
  },
};
console.log('Whole-application PDF (print projection + layout + 3 documents appended):');
console.table([figures.applicationPdf]);
console.log('PDF upload redrawn by the sanitiser (Poppler pdfinfo + pdftocairo, then pdf-lib):');
console.table([figures.pdfConversion]);
console.log(
  '.docx to PDF with LibreOffice, then the sanitiser (one profile, first run creates it):',
);
console.table([figures.docxConversion]);
const out = fileURLToPath(new URL('../../../bench/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'pdf.json'), `${JSON.stringify(figures, null, 2)}\n`);
