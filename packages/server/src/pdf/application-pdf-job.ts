import type { AppContext } from '../context.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { applicationPdfContent, readApplicantSource } from './application-content.ts';
import {
  markCurrent,
  markPdfCompleted,
  markPdfFailed,
  markPending,
  readApplicationPdf,
} from '../store/application-pdfs.ts';
import { APPLICATION_PDF_FAILED } from './request-application-pdf.ts';
import { renderApplicationPdf } from './render-application-pdf.ts';

export const APPLICATION_PDF_QUEUE = 'application-pdf';

export interface ApplicationPdfData {
  userId: string;
}

/**
 * Makes an applicant's whole-application PDF from the application as it is when the job runs,
 * unless the stored PDF already shows exactly that; the previous file is then removed.
 */
export function applicationPdfJob(ctx: AppContext): JobDefinition<ApplicationPdfData> {
  return {
    queue: APPLICATION_PDF_QUEUE,
    async handle({ userId }) {
      const source = await readApplicantSource(ctx, userId);
      const before = await readApplicationPdf(ctx.db, userId);
      if (before?.pdf_key && before.source_hash === source.hash) {
        if (before.status !== 'COMPLETED')
          await markCurrent(ctx.db, userId, source.hash, ctx.now());
        return;
      }
      await markPending(ctx.db, userId, 'IN_PROGRESS', source.hash, ctx.now());
      const generatedAt = new Date(ctx.now());
      const started = performance.now();
      let bytes: Uint8Array;
      try {
        bytes = await renderApplicationPdf(await applicationPdfContent(ctx, source, generatedAt));
      } catch (error) {
        ctx.metrics.observeApplicationPdf('failed', (performance.now() - started) / 1000);
        throw error;
      }
      ctx.metrics.observeApplicationPdf('completed', (performance.now() - started) / 1000);
      const pdfKey = `application/${userId}/${source.hash.slice(0, 32)}.pdf`;
      await ctx.storage.write(pdfKey, bytes, 'application/pdf');
      await markPdfCompleted(
        ctx.db,
        userId,
        {
          sourceHash: source.hash,
          pdfKey,
          fileSize: bytes.byteLength,
          generatedAt: generatedAt.getTime(),
        },
        ctx.now(),
      );
      if (before?.pdf_key && before.pdf_key !== pdfKey) await ctx.storage.remove(before.pdf_key);
    },
    async giveUp({ userId }) {
      await markPdfFailed(
        ctx.db,
        userId,
        { message: APPLICATION_PDF_FAILED, code: 'pdf_failed' },
        ctx.now(),
      );
    },
  };
}

/** Queues a (re)generation of an applicant's PDF; one waits at most per applicant. */
export const sendApplicationPdfJob = (ctx: AppContext, userId: string): Promise<void> =>
  ctx.jobs.send<ApplicationPdfData>(APPLICATION_PDF_QUEUE, { userId }, { singletonKey: userId });

/**
 * After answers or documents change: remakes the PDF in the background if the applicant has asked
 * for one before (one who never did costs nothing; GET /api/pdf always checks anyway).
 */
export async function refreshApplicationPdf(ctx: AppContext, userId: string): Promise<void> {
  if (await readApplicationPdf(ctx.db, userId)) await sendApplicationPdfJob(ctx, userId);
}
