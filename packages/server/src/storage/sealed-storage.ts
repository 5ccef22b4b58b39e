import type { DataCipher } from '../crypto/data-cipher.ts';
import type { Storage } from './storage.ts';

/**
 * Storage as the server's own writes see it: everything it writes (converted documents,
 * application PDFs) is sealed with the data cipher before it leaves the process, and opened when
 * read; what the browser posted itself (an upload awaiting conversion) reads as it is.
 */
export function sealedStorage(storage: Storage, cipher: DataCipher): Storage {
  return {
    kind: storage.kind,
    presignUpload: (policy) => storage.presignUpload(policy),
    size: (key) => storage.size(key),
    async read(key) {
      const bytes = await storage.read(key);
      return bytes && cipher.unsealBytes(bytes);
    },
    // Sealed bytes are no longer what the caller's content type says.
    write: (key, bytes) => storage.write(key, cipher.sealBytes(bytes), 'application/octet-stream'),
    remove: (key) => storage.remove(key),
  };
}
