import type {
  ConversionBody,
  ConversionState,
  DocumentAnswers,
  MessageResponse,
  PdfState,
  PresignedUpload,
  PresignedUrlBody,
} from '@admit/contract';
import { GENERIC_ERROR_MESSAGE } from '@admit/contract/constants';
import { ServerError } from './api-errors.ts';
import { request } from './http.ts';

const keyPath = (key: string) => encodeURIComponent(key);

/** Posts a file to a presigned storage URL: the fields first, then the file (S3 POST policy order). */
async function postToStorage(upload: PresignedUpload, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ServerError(GENERIC_ERROR_MESSAGE, 0);
  }
  if (response.ok) return;
  // The embedded storage answers JSON with a message; S3 answers XML, which says nothing useful here.
  const body: unknown = /json/i.test(response.headers.get('content-type') ?? '')
    ? await response.json().catch(() => undefined)
    : undefined;
  const message = (body as { message?: unknown } | undefined)?.message;
  throw new ServerError(
    typeof message === 'string' && message ? message : GENERIC_ERROR_MESSAGE,
    response.status,
  );
}

/** The document and PDF routes (spec section 7). */
export const documentApi = {
  presignedUrl: (key: string) =>
    request<PresignedUpload>('POST', '/api/presigned-url', {
      body: { answer_key: key } satisfies PresignedUrlBody,
    }),
  postToStorage,
  documentAnswers: () => request<DocumentAnswers>('GET', '/api/document-answer'),
  deleteDocumentAnswer: (key: string) =>
    request<MessageResponse>('DELETE', `/api/document-answer/${keyPath(key)}`),
  startConversion: (key: string, fileKey: string, fileName: string) =>
    request<ConversionState>('POST', `/api/pdf/document-answer/${keyPath(key)}`, {
      body: { file_key: fileKey, file_name: fileName } satisfies ConversionBody,
    }),
  conversion: (key: string) =>
    request<ConversionState>('GET', `/api/pdf/document-answer/${keyPath(key)}`),
  deleteConversion: (key: string) =>
    request<MessageResponse>('DELETE', `/api/pdf/document-answer/${keyPath(key)}`),
  pdf: () => request<PdfState>('GET', '/api/pdf'),
};
