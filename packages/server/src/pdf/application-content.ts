import { applicantFullName, printApplication, printItemsOf, type Partner } from '@admit/engine';
import { hmac } from '../crypto/crypto.ts';
import type { AppContext } from '../context.ts';
import { readCompletedDocuments, type DocumentRow } from '../store/documents.ts';
import { readAnswers, type AnswerMap } from '../store/answers.ts';
import { readAddAnother, readTabs } from '../store/application-state.ts';
import { readLanguage, readUserEmail } from '../store/users.ts';
import { readApplicationConfigs } from '../store/config-versions.ts';
import { formInLanguage, type FormInLanguage } from '../config/form-in-language.ts';
import { defaultLanguageOf, type FormVersion } from '../config/form-version.ts';
import { descsIn } from '../config/descs-in.ts';
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
  /** That version in the language the PDF is made in (its texts, model and labels). */
  shown: FormInLanguage;
  /** SHA-256 of everything the PDF shows: a PDF is made again exactly when this changes. */
  hash: string;
}

const sorted = <T>(record: Record<string, T>): [string, T][] =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Reads an applicant's answers, blocks, tabs and converted documents, with their fingerprint, to
 * show in `language` (the partner's default when not given, as staff read it, or when the version
 * read through does not have it).
 */
export async function readApplicationSource(
  ctx: AppContext,
  userId: string,
  language?: string,
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
  const shown = formInLanguage(form, language ?? defaultLanguageOf(form.config));
  const { partner } = shown.config;
  // Keyed with the secret: a plain hash of the answers could be tried against every SSN-style
  // value by anyone who reads the database or a download URL.
  const hash = hmac(
    `application-fingerprint:${ctx.env.secret}`,
    JSON.stringify([
      LAYOUT_VERSION,
      // The config version read through: a running config that changes remakes an open one's PDF.
      form.hash,
      // The language it is shown in: an applicant who changes language gets the PDF in the new one.
      shown.language,
      partner.applicationTitle,
      // Which answers make the name on the PDF: declaring others makes the PDF again.
      partner.applicantName ?? null,
      sorted(answers),
      sorted(addAnother),
      sorted(tabs),
      documents.map((d) => [d.key, d.pdf_key, d.file_name]),
    ]),
  );
  return { userId, email, answers, addAnother, tabs, documents, form, shown, hash };
}

/**
 * The source of the applicant's own PDF: in the language kept with their account (the partner's
 * default when it has none, or one the version does not have), whichever browser asks, so the
 * stored PDF is the same for every request.
 */
export const readApplicantSource = async (
  ctx: AppContext,
  userId: string,
): Promise<ApplicationSource> =>
  readApplicationSource(ctx, userId, (await readLanguage(ctx.db, userId)) ?? undefined);

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
  const { shown } = source;
  const pages = printApplication(shown.model, {
    // A select's stored `_desc` is in the default language: another shows its option's own label.
    answers:
      shown.model === source.form.model ? source.answers : descsIn(shown.model, source.answers),
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
  const { partner } = shown.config;
  // The partner's `language` (with its region) tags the default language's texts; another
  // language is tagged as declared.
  const language = shown.model === source.form.model ? partner.language : shown.language;
  return {
    partnerName: partner.name,
    applicationTitle: partner.applicationTitle,
    applicantName: applicantName(partner, source),
    generatedAt,
    ...(language ? { language } : {}),
    pages,
    documents,
  };
}
