import multipart from '@fastify/multipart';
import { FILE_MAX_BYTES, FILE_MESSAGES } from '@admit/engine';
import { documentRoutes } from '@admit/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, badRequest, forbidden } from '../http/http-error.ts';
import { UploadTooLargeError, type LocalStorage } from '../storage/local/local-storage.ts';
import { verifyUploadPolicy } from '../storage/local/upload-policy.ts';

interface UploadRouteOptions {
  storage: LocalStorage;
  secret: string;
  now: () => number;
  perMinute: number;
}

const INVALID_FORM = 'This upload form is invalid or has expired. Please try again.';
const MALFORMED_FORM = 'The upload was cut off or is not a well-formed form. Please try again.';

/**
 * Whether an error is the form's own fault: the multipart parser's complaints (a cut-off or
 * malformed body) carry neither an HTTP status nor a system error code, unlike our refusals and a
 * failing disk (ENOSPC, EIO...), which keep their own answer.
 */
const isBrokenForm = (error: unknown): boolean =>
  error instanceof Error &&
  !(error instanceof HttpError) &&
  (error as { statusCode?: unknown }).statusCode === undefined &&
  (error as NodeJS.ErrnoException).code === undefined;

/**
 * The embedded storage endpoint: receives the form of a presigned upload (fields, then `file`),
 * checks the signed policy (key, expiry, size range, content type) before storing a byte, and
 * writes the file atomically. Answers 204 like S3.
 */
export async function registerLocalUploadRoute(
  app: FastifyInstance,
  options: UploadRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // One small form per request: the file is streamed, never buffered whole.
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fields: 10, fieldSize: 4096, files: 1, parts: 11, fileSize: FILE_MAX_BYTES + 1 },
    });
    scope.route({
      ...documentRoutes.localUpload,
      config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
      handler: async (request, reply) => {
        if (!request.isMultipart()) throw badRequest(INVALID_FORM);
        const fields: Record<string, string> = {};
        let stored = false;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              continue;
            }
            // Whatever is refused below, the rest of the file is read and dropped so the answer goes out.
            const refuse = (error: Error) => {
              part.file.resume();
              return error;
            };
            if (stored || part.fieldname !== 'file')
              throw refuse(badRequest(FILE_MESSAGES.oneFileOnly));
            const policy = verifyUploadPolicy(options.secret, fields, options.now());
            if (!policy) throw refuse(forbidden(INVALID_FORM));
            if (!policy.contentTypes.includes(part.mimetype))
              throw refuse(badRequest(FILE_MESSAGES.typeNotAllowed));
            let size: number;
            try {
              size = await options.storage.receive(policy.key, part.file, policy.maxBytes);
            } catch (error) {
              if (error instanceof UploadTooLargeError)
                throw refuse(new HttpError(413, FILE_MESSAGES.tooLarge));
              throw error;
            }
            if (size < policy.minBytes) {
              await options.storage.remove(policy.key);
              throw badRequest(FILE_MESSAGES.empty);
            }
            stored = true;
          }
        } catch (error) {
          throw isBrokenForm(error) ? badRequest(MALFORMED_FORM) : error;
        }
        if (!stored) throw badRequest(FILE_MESSAGES.empty);
        return reply.code(204).send();
      },
    });
  });
}
