import type { AppContext } from '../context.ts';
import {
  applicantName,
  applicationPdfContent,
  readApplicationSource,
} from '../pdf/application-content.ts';
import { renderApplicationPdf } from '../pdf/render-application-pdf.ts';
import { readCompletedDocuments } from '../store/documents.ts';

/** A file staff download: its bytes and the name it is saved under. */
export interface StaffDownload {
  bytes: Uint8Array;
  /** Without an extension and not yet made safe: the route makes it safe and adds `.pdf`. */
  name: string;
}

/**
 * The whole-application PDF made now from the application as it is (the applicant's stored copy
 * may be older, or never made): the same renderer as the applicant's, through the config the
 * application was submitted on, in `language` (the partner's default when not given).
 */
export async function staffApplicationPdf(
  ctx: AppContext,
  userId: string,
  language?: string,
): Promise<StaffDownload> {
  const source = await readApplicationSource(ctx, userId, language);
  const bytes = await renderApplicationPdf(
    await applicationPdfContent(ctx, source, new Date(ctx.now())),
  );
  const { partner } = source.form.config;
  return { bytes, name: `${partner.shortName} Application ${applicantName(partner, source)}` };
}

/** A file question's document as converted to PDF; undefined while there is none. */
export async function staffDocument(
  ctx: AppContext,
  userId: string,
  key: string,
): Promise<StaffDownload | undefined> {
  const row = (await readCompletedDocuments(ctx.db, userId)).find((d) => d.key === key);
  const bytes = row?.pdf_key ? await ctx.storage.read(row.pdf_key) : undefined;
  if (!bytes || !row) return undefined;
  // The uploaded file's own extension (.jpg, .docx, .pdf) goes: what is saved is its PDF.
  return { bytes, name: `${key} ${row.file_name.replace(/\.[^.]*$/, '')}` };
}
