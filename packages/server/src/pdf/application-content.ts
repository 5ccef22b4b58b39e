import { applicantFullName, printApplication, printItemsOf, type Partner } from '@admit/engine';
import { hmac } from '../crypto/crypto.ts';
import type { AppContext } from '../context.ts';
import { readCompletedDocuments, type DocumentRow } from '../store/documents.ts';
import { readAnswers, type AnswerMap } from '../store/answers.ts';
import { readAddAnother, readTabs } from '../store/application-state.ts';
import { readUserEmail } from '../store/users.ts';
import { readApplicationConfigs } from '../store/config-versions.ts';
import type { FormVersion } from '../config/form-version.ts';
import type { ApplicationPdfContent, AppendedDocument } from './pdf-content.ts';

/**
 * Bump when the PDF layout changes, so stored PDFs are made again (2: appended documents lose
 * their annotations and page actions; 3: radios print their options, parts print their headings,
 * pages are headed "Step <n>: <title>"; 4: tagged answer pages, written with PDFKit).
 */
const LAYOUT_VERSION = 4;

/** What an application PDF is made from, and its fingerprint. */
export interface ApplicationSource {
  userId: string;
  email: string;
  answers: AnswerMap;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
  documents: DocumentRow[];
  /** The form it reads through: the version it was submitted on, else the running one. */
  form: FormVersion;
  /** SHA-256 of everything the PDF shows: a PDF is made again exactly when this changes. */
  hash: string;
}

const sorted = <T>(record: Record<string, T>): [string, T][] =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Reads an applicant's answers, blocks, tabs and converted documents, with their fingerprint. */
export async function readApplicationSource(
  ctx: AppContext,
  userId: string,
): Promise<ApplicationSource> {
  const [answers, addAnother, tabs, documents, email, configs] = await Promise.all([
    readAnswers(ctx.db, ctx.codec, userId),
    readAddAnother(ctx.db, userId),
    readTabs(ctx.db, userId),
    readCompletedDocuments(ctx.db, userId),
    readUserEmail(ctx.db, userId),
    readApplicationConfigs(ctx.db, userId),
  ]);
  const form = await ctx.forms.get(configs.submitted);
  const { partner } = form.config;
  // Keyed with the secret: a plain hash of the answers could be tried against every SSN-style
  // value by anyone who reads the database or a download URL.
  const hash = hmac(
    `application-fingerprint:${ctx.env.secret}`,
    JSON.stringify([
      LAYOUT_VERSION,
      // The config version read through: a running config that changes remakes an open one's PDF.
      form.hash,
      partner.applicationTitle,
      // Which answers make the name on the PDF: declaring others makes the PDF again.
      partner.applicantName ?? null,
      sorted(answers),
      sorted(addAnother),
      sorted(tabs),
      documents.map((d) => [d.key, d.pdf_key, d.file_name]),
    ]),
  );
  return { userId, email, answers, addAnother, tabs, documents, form, hash };
}

/**
 * The applicant's full name from the answers the partner declares (`applicantName.full`), else
 * the account's e-mail address.
 */
export const applicantName = (
  partner: Pick<Partner, 'applicantName'>,
  source: Pick<ApplicationSource, 'answers' | 'email'>,
): string => applicantFullName(partner, source.answers, source.email);

/**
 * The PDF's content: the engine's print projection (exactly what the staff view shows) and the
 * converted documents of the file questions it shows, in page order.
 */
export async function applicationPdfContent(
  ctx: AppContext,
  source: ApplicationSource,
  generatedAt: Date,
): Promise<ApplicationPdfContent> {
  const byKey = new Map(source.documents.map((d) => [d.key, d]));
  const pages = printApplication(source.form.model, {
    answers: source.answers,
    addAnother: source.addAnother,
    tabs: source.tabs,
    documents: Object.fromEntries(
      source.documents.map((d) => [
        d.key,
        { file_name: d.file_name, file_size: Number(d.file_size) },
      ]),
    ),
  });
  const documents: AppendedDocument[] = [];
  for (const item of printItemsOf(pages)) {
    const row = item.kind === 'file' ? byKey.get(item.key) : undefined;
    if (!row?.pdf_key) continue;
    const pdf = await ctx.storage.read(row.pdf_key);
    if (pdf) documents.push({ label: item.label, fileName: row.file_name, pdf });
  }
  const { partner } = source.form.config;
  return {
    partnerName: partner.name,
    applicationTitle: partner.applicationTitle,
    applicantName: applicantName(partner, source),
    generatedAt,
    ...(partner.language ? { language: partner.language } : {}),
    pages,
    documents,
  };
}
