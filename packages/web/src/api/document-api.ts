import type { PresignedUpload } from '@admit/contract';
import { createClient, documentEndpoints } from '@admit/contract/client';
import { productText } from '@admit/react';
import { ServerError } from './api-errors.ts';
import { transport } from './http.ts';

const documents = createClient(documentEndpoints, transport());

/** Posts a file to a presigned storage URL: the fields first, then the file (S3 POST policy order). */
async function postToStorage(upload: PresignedUpload, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ServerError(productText('error.generic'), 0);
  }
  if (response.ok) return;
  // The embedded storage answers JSON with a message; S3 answers XML, which says nothing useful here.
  const body: unknown = /json/i.test(response.headers.get('content-type') ?? '')
    ? await response.json().catch(() => undefined)
    : undefined;
  const message = (body as { message?: unknown } | undefined)?.message;
  throw new ServerError(
    typeof message === 'string' && message ? message : productText('error.generic'),
    response.status,
  );
}

/** The document and PDF routes (spec section 7). */
export const documentApi = {
  presignedUrl: (key: string) => documents.presignedUrl({ body: { answer_key: key } }),
  postToStorage,
  documentAnswers: () => documents.documentAnswers(),
  deleteDocumentAnswer: (key: string) => documents.deleteDocumentAnswer({ params: { key } }),
  startConversion: (key: string, fileKey: string, fileName: string) =>
    documents.startConversion({
      params: { key },
      body: { file_key: fileKey, file_name: fileName },
    }),
  conversion: (key: string) => documents.conversion({ params: { key } }),
  deleteConversion: (key: string) => documents.deleteConversion({ params: { key } }),
  pdf: () => documents.pdf(),
};
