import { documentRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { assertOpen, requireUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { DOCUMENT_MESSAGES, documentFailure } from '../documents/document-error.ts';
import { isUploadKeyOf } from '../documents/document-keys.ts';
import { acceptUpload, currentDocument } from '../documents/uploads.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { safeFileName } from '../http/safe-file-name.ts';
import { applicantName, readApplicantSource } from '../pdf/application-content.ts';
import { sendApplicationPdfJob } from '../pdf/application-pdf-job.ts';
import { requestApplicationPdf } from '../pdf/request-application-pdf.ts';
import { readApplicationPdf } from '../store/application-pdfs.ts';
import { assertFileQuestion, deleteDocumentRoute } from './document-routes.ts';

export interface PdfRouteOptions {
  /** A conversion or PDF still waiting or running after this long is taken to be lost. */
  staleMs: number;
}

/** Conversions of uploaded documents and the whole-application PDF (spec sections 4 and 7). */
export function registerPdfRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: PdfRouteOptions,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...documentRoutes.startConversion,
    config: { rateLimit: { max: ctx.limits.conversionsPerMinute, timeWindow: 60_000 } },
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      const { file_key: fileKey, file_name: fileName } = request.body;
      assertFileQuestion(ctx, key);
      assertOpen(user);
      if (!isUploadKeyOf(fileKey, user.id, key))
        throw badRequest('This file was not uploaded for this question. Please upload it again.');
      const row = await acceptUpload(ctx, user.id, key, { fileKey, fileName });
      return { status: row.status, file_name: row.file_name, file_size: Number(row.file_size) };
    },
  });

  api.route({
    ...documentRoutes.conversion,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      assertFileQuestion(ctx, key);
      const row = await currentDocument(ctx, user.id, key, options.staleMs);
      if (!row) return { status: 'NOT_ANSWERED' as const };
      return {
        status: row.status,
        file_name: row.file_name,
        file_size: Number(row.file_size),
        ...(row.status === 'FAILED'
          ? documentFailure(
              row.message ?? DOCUMENT_MESSAGES.conversionFailed,
              row.error ?? 'conversion_failed',
            )
          : {}),
      };
    },
  });

  deleteDocumentRoute(
    app,
    ctx,
    documentRoutes.deleteConversion,
    'The conversion has been removed.',
  );

  api.route({
    ...documentRoutes.pdf,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      return requestApplicationPdf(
        ctx,
        user.id,
        (userId) => sendApplicationPdfJob(ctx, userId),
        options.staleMs,
      );
    },
  });

  api.route({
    ...documentRoutes.pdfDownload,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      const row = await readApplicationPdf(ctx.db, user.id);
      const bytes = row?.pdf_key ? await ctx.storage.read(row.pdf_key) : undefined;
      if (!bytes)
        throw notFound('Your application PDF is not ready yet. Please try again in a moment.');
      const source = await readApplicantSource(ctx, user.id);
      const { partner } = source.form.config;
      const name = safeFileName(
        `${partner.shortName} Application ${applicantName(partner, source)}`,
        'pdf',
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', bytes.byteLength)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
}
