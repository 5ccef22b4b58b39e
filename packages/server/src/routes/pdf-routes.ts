import { FILE_MAX_BYTES, FILE_MESSAGES } from '@admit/engine';
import { documentRoutes } from '@admit/contract';
import { isPendingStatus } from '@admit/contract/constants';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { assertOpen, requireUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import {
  CONVERT_DOCUMENT_QUEUE,
  type ConvertDocumentData,
} from '../documents/convert-document-job.ts';
import { isUploadKeyOf } from '../documents/document-keys.ts';
import { DOCUMENT_MESSAGES, DocumentError, documentFailure } from '../documents/document-error.ts';
import { inspectUpload } from '../documents/inspect-upload.ts';
import { markFailed, readDocument, recordUpload } from '../store/documents.ts';
import { settleUploadForm } from '../store/upload-forms.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { applicantName, readApplicationSource } from '../pdf/application-content.ts';
import { sendApplicationPdfJob } from '../pdf/application-pdf-job.ts';
import { requestApplicationPdf } from '../pdf/request-application-pdf.ts';
import { readApplicationPdf } from '../store/application-pdfs.ts';
import { assertFileQuestion, deleteDocumentRoute } from './document-routes.ts';

export interface PdfRouteOptions {
  /** A conversion or PDF still waiting or running after this long is taken to be lost. */
  staleMs: number;
}

/** A download name with nothing but letters, digits, dots, dashes and underscores. */
export const safeFileName = (text: string): string =>
  `${
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 100) || 'application'
  }.pdf`;

/** Conversions of uploaded documents and the whole-application PDF (spec sections 4 and 7). */
export function registerPdfRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: PdfRouteOptions,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...documentRoutes.startConversion,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      const { file_key: fileKey, file_name: fileName } = request.body;
      assertFileQuestion(ctx, key);
      assertOpen(user);
      if (!isUploadKeyOf(fileKey, user.id, key))
        throw badRequest('This file was not uploaded for this question. Please upload it again.');
      const size = await ctx.storage.size(fileKey);
      if (size === undefined)
        throw new DocumentError('file_missing', DOCUMENT_MESSAGES.fileMissing);
      try {
        if (size > FILE_MAX_BYTES) throw new DocumentError('invalid_file', FILE_MESSAGES.tooLarge);
        const bytes = await ctx.storage.read(fileKey);
        if (!bytes) throw new DocumentError('file_missing', DOCUMENT_MESSAGES.fileMissing);
        await inspectUpload(fileName, bytes);
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        // A refused file changes nothing: the earlier document (if any) stays, the upload goes.
        await ctx.storage.remove(fileKey);
        await settleUploadForm(ctx, fileKey);
        throw error;
      }
      const row = await recordUpload(ctx, user.id, key, { fileKey, fileName, fileSize: size });
      await settleUploadForm(ctx, fileKey);
      await ctx.jobs.send<ConvertDocumentData>(
        CONVERT_DOCUMENT_QUEUE,
        { userId: user.id, key },
        { singletonKey: `${user.id}:${key}` },
      );
      return { status: row.status, file_name: row.file_name, file_size: Number(row.file_size) };
    },
  });

  api.route({
    ...documentRoutes.conversion,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      assertFileQuestion(ctx, key);
      let row = await readDocument(ctx, user.id, key);
      if (!row) return { status: 'NOT_ANSWERED' as const };
      if (isPendingStatus(row.status) && ctx.now() - Number(row.updated_at) > options.staleMs) {
        await markFailed(ctx, row, { code: 'timeout', message: DOCUMENT_MESSAGES.timedOut });
        row = (await readDocument(ctx, user.id, key)) ?? row;
      }
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
      const row = await readApplicationPdf(ctx, user.id);
      const bytes = row?.pdf_key ? await ctx.storage.read(row.pdf_key) : undefined;
      if (!bytes)
        throw notFound('Your application PDF is not ready yet. Please try again in a moment.');
      const source = await readApplicationSource(ctx, user.id);
      const { partner } = ctx.partner.config;
      const name = safeFileName(
        `${partner.shortName} Application ${applicantName(partner, source)}`,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', bytes.byteLength)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
}
