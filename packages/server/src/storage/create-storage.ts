import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerEnv } from '../config/env.ts';
import { documentRoutes } from '@admit/contract';
import { createLocalStorage } from './local/local-storage.ts';
import { createS3Storage } from './s3/s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The storage STORAGE_URL names: `s3://bucket` (with S3_ENDPOINT for S3-compatible services),
 * `file:///folder`, or empty for DATA_DIR/storage.
 */
export function createStorage(env: ServerEnv, now: () => number): Storage {
  const url = env.storageUrl;
  if (url.startsWith('s3://'))
    return createS3Storage({ storageUrl: url, endpoint: env.s3Endpoint });
  if (url && !url.startsWith('file://'))
    throw new Error(`STORAGE_URL must be s3://bucket or file:///folder, not ${url}`);
  return createLocalStorage({
    root: url ? fileURLToPath(url) : join(env.dataDir, 'storage'),
    uploadUrl: `${env.publicUrl}${documentRoutes.localUpload.url}`,
    secret: env.secret,
    now,
  });
}
