import type { ConversionState } from '@admit/contract';
import { isPendingStatus } from '@admit/contract/constants';
import type { DocumentAnswer } from '@admit/engine';
import { productText, type DocumentClient } from '@admit/react';
import { documentApi } from './document-api.ts';

/** Conversion polling interval (spec section 9). */
export const CONVERSION_POLL_MS = 2000;

export interface DocumentClientDeps {
  /** Saves the applicant's answers (run beside the presigned-URL request). */
  saveAnswers(): Promise<void>;
  api?: typeof documentApi;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The real document client (spec section 4): save answers and get a presigned URL in parallel,
 * post the file to storage, request the conversion, then poll every 2 s while it is unprocessed or
 * in progress. COMPLETED resolves with the stored document; FAILED or any failure rejects with the
 * message to show, after clearing the conversion.
 */
export function createDocumentClient(deps: DocumentClientDeps): DocumentClient {
  const api = deps.api ?? documentApi;
  const sleep = deps.sleep ?? wait;
  return {
    async upload(key, file, onStatus) {
      try {
        const [, presigned] = await Promise.all([deps.saveAnswers(), api.presignedUrl(key)]);
        await api.postToStorage(presigned, file);
        await api.startConversion(key, presigned.fields.key, file.name);
        let state: ConversionState = { status: 'UNPROCESSED' };
        onStatus?.(state.status);
        while (isPendingStatus(state.status)) {
          await sleep(CONVERSION_POLL_MS);
          state = await api.conversion(key);
          onStatus?.(state.status);
        }
        if (state.status !== 'COMPLETED')
          throw new Error(state.error || state.message || productText('error.generic'));
        if (state.file_name !== undefined && state.file_size !== undefined)
          return { file_name: state.file_name, file_size: state.file_size };
        const documents = await api.documentAnswers();
        return documents[key] ?? ({ file_name: file.name, file_size: file.size } as DocumentAnswer);
      } catch (error) {
        // A reset after an upload error clears the conversion (spec section 4).
        await api.deleteConversion(key).catch(() => undefined);
        throw error;
      }
    },
    async remove(key) {
      await api.deleteDocumentAnswer(key);
    },
  };
}
