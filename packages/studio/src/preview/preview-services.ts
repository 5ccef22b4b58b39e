import type { FormServices } from '@admit/react';
import { SAMPLE_LOOKUP_RECORDS } from '@admit/node-types/studio';

/**
 * Services for a preview without a server: an upload is "converted" at once, lookups search the
 * sample records, add-another counts and tab choices are kept nowhere.
 */
export const previewServices = (): FormServices => ({
  documents: {
    upload: async (_key, file, onStatus) => {
      onStatus?.('COMPLETED');
      return { file_name: file.name, file_size: file.size };
    },
    remove: async () => undefined,
  },
  lookups: {
    find: async (category, text, maxResults) =>
      SAMPLE_LOOKUP_RECORDS.filter(
        (r) => r.category === category && r.text.toLowerCase().includes(text.toLowerCase()),
      )
        .slice(0, maxResults)
        .map(({ id, text: label, sub_text }) => ({ id, text: label, sub_text })),
    detail: async (category, id) =>
      SAMPLE_LOOKUP_RECORDS.find((r) => r.category === category && r.id === id)?.detail ?? {},
  },
  formState: { saveAddAnother: async () => undefined, saveTab: async () => undefined },
});
