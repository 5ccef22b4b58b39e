import { FILE_MAX_BYTES, FILE_MESSAGES } from '@admit/engine';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import {
  CONVERT_DOCUMENT_QUEUE,
  type ConvertDocumentData,
} from '../documents/convert-document-job.ts';
import { DOCUMENT_MESSAGES, DocumentError } from '../documents/document-error.ts';
import {
  isUploadKeyOf,
  markFailed,
  readDocument,
  recordUpload,
} from '../documents/document-store.ts';
import { inspectUpload } from '../documents/inspect-upload.ts';
import { settleUploadForm } from '../documents/upload-forms.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { applicantName, readApplicationSource } from '../pdf/application-content.ts';
import { sendApplicationPdfJob } from '../pdf/application-pdf-job.ts';
import { readApplicationPdf, requestApplicationPdf } from '../pdf/application-pdf-store.ts';
import { object } from './application-routes.ts';
import {
  assertFileQuestion,
  assertOpen,
  deleteDocumentRoute,
  documentTags,
  keyParams,
} from './document-routes.ts';

export interface PdfRouteOptions {
  /** A conversion or PDF still waiting or running after this long is taken to be lost. */
  staleMs: number;
}

const statusSchema = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: ['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'NOT_ANSWERED'],
    },
    url: { type: 'string' },
    file_name: { type: 'string' },
    file_size: { type: 'integer' },
    message: { type: 'string' },
    error: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['status'],
} as const;

/**
 * What a failure says: `message` and `error` both carry the words to show (clients read either),
 * `code` a stable reason for programs (see documents/document-error.ts).
 */
export const failure = (message: string, code: string) => ({ message, error: message, code });

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
  const refuse = (error: DocumentError) =>
    badRequest(error.message, failure(error.message, error.code));

  app.post<{ Params: { key: string }; Body: { file_key: string; file_name: string } }>(
    '/api/pdf/document-answer/:key',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: documentTags,
        summary: 'Check an uploaded file and queue its conversion to PDF (answers at once)',
        params: keyParams,
        body: object(
          {
            file_key: { type: 'string', maxLength: 512 },
            file_name: { type: 'string', minLength: 1, maxLength: 255 },
          },
          ['file_key', 'file_name'],
        ),
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      const { file_key: fileKey, file_name: fileName } = request.body;
      assertFileQuestion(ctx, key);
      assertOpen(user);
      if (!isUploadKeyOf(fileKey, user.id, key))
        throw badRequest('This file was not uploaded for this question. Please upload it again.');
      const size = await ctx.storage.size(fileKey);
      if (size === undefined)
        throw refuse(new DocumentError('file_missing', DOCUMENT_MESSAGES.fileMissing));
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
        throw refuse(error);
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
  );

  app.get<{ Params: { key: string } }>(
    '/api/pdf/document-answer/:key',
    {
      schema: {
        tags: documentTags,
        summary: "Conversion status of a question's document (poll every 2 s while pending)",
        params: keyParams,
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      assertFileQuestion(ctx, key);
      let row = await readDocument(ctx, user.id, key);
      if (!row) return { status: 'NOT_ANSWERED' };
      const pending = row.status === 'UNPROCESSED' || row.status === 'IN_PROGRESS';
      if (pending && ctx.now() - Number(row.updated_at) > options.staleMs) {
        await markFailed(ctx, row, { code: 'timeout', message: DOCUMENT_MESSAGES.timedOut });
        row = (await readDocument(ctx, user.id, key)) ?? row;
      }
      return {
        status: row.status,
        file_name: row.file_name,
        file_size: Number(row.file_size),
        ...(row.status === 'FAILED'
          ? failure(
              row.message ?? DOCUMENT_MESSAGES.conversionFailed,
              row.error ?? 'conversion_failed',
            )
          : {}),
      };
    },
  );

  deleteDocumentRoute(app, ctx, '/api/pdf/document-answer/:key', {
    summary: "Remove the conversion of a question's document (with its file and answer)",
    message: 'The conversion has been removed.',
  });

  app.get(
    '/api/pdf',
    {
      schema: {
        tags: documentTags,
        summary:
          'Status and URL of the whole-application PDF (made again whenever the application changes)',
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return requestApplicationPdf(
        ctx,
        user.id,
        (userId) => sendApplicationPdfJob(ctx, userId),
        options.staleMs,
      );
    },
  );

  app.get(
    '/api/pdf/download',
    {
      schema: {
        tags: documentTags,
        summary: "Download the whole-application PDF (the session's own application only)",
        querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request, reply) => {
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
  );
}
