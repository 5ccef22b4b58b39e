import { Type, type Static } from '@sinclair/typebox';
import { ConversionStatusSchema, DocumentAnswers, MessageResponse } from './common.ts';
import { Closed, routes } from './schema-helpers.ts';
import { documentEndpoints } from './endpoints/applicant.ts';

const tags = ['documents'];
const ok = { 200: MessageResponse };

/** `:key` of the document routes: a file question's answer key. */
export const DocumentKeyParams = Type.Object({
  key: Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_]+$' }),
});
export type DocumentKeyParams = Static<typeof DocumentKeyParams>;

/** POST /api/presigned-url: the file question an upload is for. */
export const PresignedUrlBody = Closed({ answer_key: Type.String({ maxLength: 128 }) });
export type PresignedUrlBody = Static<typeof PresignedUrlBody>;

/** Where and how to post one file: the fields go first, then the file (S3 POST policy order). */
export const PresignedUpload = Type.Object({
  url: Type.String(),
  /** The policy's fields, all text; `key` names where the file will be stored. */
  fields: Type.Unsafe<Record<string, string> & { key: string }>(
    Type.Object({ key: Type.String() }, { additionalProperties: Type.String() }),
  ),
});
export type PresignedUpload = Static<typeof PresignedUpload>;

/** POST /api/pdf/document-answer/:key: the uploaded file to check and convert. */
export const ConversionBody = Closed({
  file_key: Type.String({ maxLength: 512 }),
  file_name: Type.String({ minLength: 1, maxLength: 255 }),
});
export type ConversionBody = Static<typeof ConversionBody>;

/**
 * What a failure says, besides its status: `message` and `error` both carry the words to show
 * (clients read either), `code` a stable reason for programs.
 */
const failure = {
  message: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
};

/** A document's conversion: its status, and its file once there is one (NOT_ANSWERED: none). */
export const ConversionState = Type.Object({
  status: ConversionStatusSchema,
  file_name: Type.Optional(Type.String()),
  file_size: Type.Optional(Type.Integer()),
  ...failure,
});
export type ConversionState = Static<typeof ConversionState>;

/** The whole-application PDF (spec section 3): its status, and where to download it once COMPLETED. */
export const PdfState = Type.Object({
  status: ConversionStatusSchema,
  /** The download URL; '' until the PDF is COMPLETED. */
  url: Type.String(),
  ...failure,
});
export type PdfState = Static<typeof PdfState>;

/** GET /api/pdf/download: `v` changes with the content, so a browser never reuses a stale PDF. */
export const PdfDownloadQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });

/** Presigned uploads, documents, their conversions and the whole-application PDF (spec section 7). */
export const documentRoutes = routes(documentEndpoints, {
  presignedUrl: {
    tags,
    summary: 'A short-lived signed form to post one file of a file question to storage',
    body: PresignedUrlBody,
    response: { 200: PresignedUpload },
  },
  documentAnswers: {
    tags,
    summary: 'Converted documents by question key',
    response: { 200: DocumentAnswers },
  },
  deleteDocumentAnswer: {
    tags,
    summary: 'Delete the file of a question, its conversion and its answer',
    params: DocumentKeyParams,
    response: ok,
  },
  startConversion: {
    tags,
    summary: 'Check an uploaded file and queue its conversion to PDF (answers at once)',
    params: DocumentKeyParams,
    body: ConversionBody,
    response: { 200: ConversionState },
  },
  conversion: {
    tags,
    summary: "Conversion status of a question's document (poll every 2 s while pending)",
    params: DocumentKeyParams,
    response: { 200: ConversionState },
  },
  deleteConversion: {
    tags,
    summary: "Remove the conversion of a question's document (with its file and answer)",
    params: DocumentKeyParams,
    response: ok,
  },
  pdf: {
    tags,
    summary:
      'Status and URL of the whole-application PDF (made again whenever the application changes)',
    response: { 200: PdfState },
  },
  pdfDownload: {
    tags,
    summary: "Download the whole-application PDF (the session's own application only)",
    querystring: PdfDownloadQuery,
  },
  localUpload: {
    tags,
    summary: 'Embedded storage: the form of a presigned upload (fields first, then file)',
    consumes: ['multipart/form-data'],
  },
});
