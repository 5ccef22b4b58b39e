import type { ConversionStatus } from '@admit/contract';
import type { DocumentClient } from '@admit/react';
import { fn } from 'storybook/test';

/** How the fake document API behaves. */
export interface FakeDocumentOptions {
  /** Conversion statuses reported one after another before the upload completes. */
  statuses?: readonly ConversionStatus[];
  /** Time between two statuses, in ms. */
  stepMs?: number;
  /** Reject the upload with this message once the statuses are reported (a FAILED conversion). */
  failWith?: string;
  /** Never finish: the widget stays in its uploading/converting state. */
  hold?: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A document API without a server: uploads go through the given conversion statuses and resolve
 * with the file's name and size; deletes resolve at once. Calls show in the Actions panel.
 */
export function fakeDocumentClient(options: FakeDocumentOptions = {}): DocumentClient {
  const { statuses = ['UNPROCESSED', 'IN_PROGRESS'], stepMs = 600, failWith, hold } = options;
  return {
    upload: fn(async (_key: string, file: File, onStatus?: (status: ConversionStatus) => void) => {
      for (const status of statuses) {
        onStatus?.(status);
        await wait(stepMs);
      }
      if (hold) await new Promise<never>(() => undefined);
      if (failWith) throw new Error(failWith);
      onStatus?.('COMPLETED');
      return { file_name: file.name, file_size: file.size };
    }).mockName('documents.upload'),
    remove: fn(async () => undefined).mockName('documents.remove'),
  };
}
