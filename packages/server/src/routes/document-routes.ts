import { FILE_MAX_BYTES } from '@admit/engine';
import { documentRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { assertOpen, requireUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { newUploadKey } from '../documents/document-keys.ts';
import { readDocumentAnswers, removeDocument } from '../store/documents.ts';
import { UPLOAD_CONTENT_TYPES } from '../documents/inspect-upload.ts';
import { recordUploadForm } from '../store/upload-forms.ts';
import { badRequest } from '../http/http-error.ts';
import { refreshApplicationPdf } from '../pdf/application-pdf-job.ts';

/** How long a presigned upload form stays valid. */
const UPLOAD_FORM_SECONDS = 300;

/** Throws 400 unless `key` is a file question of the partner's form. */
export function assertFileQuestion(ctx: AppContext, key: string): void {
  if (ctx.partner.model.fieldsByKey.get(key)?.kind !== 'file')
    throw badRequest(`Unknown document question: ${key}.`);
}

/** Presigned uploads, the list of documents, and deleting one (spec section 7). */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...documentRoutes.presignedUrl,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const key = request.body.answer_key;
      assertFileQuestion(ctx, key);
      assertOpen(user);
      const fileKey = newUploadKey(user.id, key);
      await recordUploadForm(ctx.db, user.id, fileKey, ctx.now() + UPLOAD_FORM_SECONDS * 1000);
      return ctx.storage.presignUpload({
        key: fileKey,
        minBytes: 1,
        maxBytes: FILE_MAX_BYTES,
        contentTypes: UPLOAD_CONTENT_TYPES,
        expiresInSeconds: UPLOAD_FORM_SECONDS,
      });
    },
  });

  api.route({
    ...documentRoutes.documentAnswers,
    handler: async (request) => readDocumentAnswers(ctx.db, (await requireUser(ctx, request)).id),
  });

  deleteDocumentRoute(app, ctx, documentRoutes.deleteDocumentAnswer, 'Your file has been deleted.');
}

/**
 * A DELETE of a question's document. Both spec routes (the file, and its conversion) remove the
 * upload, the converted PDF and the answer together: neither means anything without the other.
 */
export function deleteDocumentRoute(
  app: FastifyInstance,
  ctx: AppContext,
  route: (typeof documentRoutes)['deleteDocumentAnswer' | 'deleteConversion'],
  message: string,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...route,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const { key } = request.params;
      assertFileQuestion(ctx, key);
      assertOpen(user);
      if (await removeDocument(ctx.db, ctx.storage, user.id, key))
        await refreshApplicationPdf(ctx, user.id).catch((error: unknown) =>
          request.log.error({ err: error }, 'application PDF refresh failed'),
        );
      return { message };
    },
  });
}
