import { isPendingStatus } from '@admit/contract/constants';
import { DOCUMENT_ANSWERED, type DocumentAnswer } from '@admit/engine';
import { useCallback, useMemo } from 'react';
import type { DocumentBinding } from './contract.ts';
import { useFormMode, useFormServices, useFormStore, useFormTopics } from './form-context.tsx';
import { shallowEqual } from './use-store-selector.ts';

/** The answer a file question holds once its document is converted. */
export { DOCUMENT_ANSWERED };

/**
 * Binds a file question: its document and conversion status, and upload/remove through the
 * injected document client. A completed upload sets the answer to ANSWERED; a failed one clears
 * the answer and the conversion (spec section 4) and rejects, so the widget can show the message.
 */
export function useDocument(key: string): DocumentBinding {
  const store = useFormStore();
  const services = useFormServices();
  const canUpload = useFormMode() === 'edit';
  const { document, conversion } = useFormTopics(
    [`documents:${key}`, `conversions:${key}`],
    (s) => ({ document: s.documents[key], conversion: s.conversions[key] }),
    shallowEqual,
  );
  const upload = useCallback(
    async (file: File): Promise<DocumentAnswer> => {
      const actions = store.getState();
      actions.setConversion(key, 'UNPROCESSED');
      try {
        const uploaded = await services.documents.upload(key, file, (status) =>
          store.getState().setConversion(key, status),
        );
        const after = store.getState();
        after.setDocument(key, uploaded);
        after.setConversion(key, 'COMPLETED');
        after.setAnswers({ [key]: DOCUMENT_ANSWERED });
        return uploaded;
      } catch (error) {
        const after = store.getState();
        after.setConversion(key, undefined);
        after.setDocument(key, undefined);
        after.setAnswers({ [key]: '' });
        throw error;
      }
    },
    [store, services, key],
  );
  const remove = useCallback(async () => {
    await services.documents.remove(key);
    const after = store.getState();
    after.setDocument(key, undefined);
    after.setConversion(key, undefined);
    after.setAnswers({ [key]: '' });
  }, [store, services, key]);
  const busy = isPendingStatus(conversion);
  return useMemo(
    () => ({ document, conversion, busy, canUpload, upload, remove }),
    [document, conversion, busy, canUpload, upload, remove],
  );
}
