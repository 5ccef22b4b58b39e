import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { createScratchArea } from '../scratch-area.ts';
import { signUploadPolicy } from './upload-policy.ts';
import type { PresignedUpload } from '@admit/contract';
import { assertStorageKey, type Storage, type UploadPolicy } from '../storage.ts';

/** Thrown by `receive` when a file is larger than the policy allows. */
export class UploadTooLargeError extends Error {}

/** The embedded storage: files under a folder (DATA_DIR/storage), uploads posted to the server itself. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly root: string;
  /**
   * Streams an upload into `key` atomically (temp file, fsync, rename); throws UploadTooLargeError
   * past `maxBytes` and leaves nothing behind. Returns the size written.
   */
  receive(key: string, stream: Readable, maxBytes: number): Promise<number>;
}

/** Whether a storage is the embedded one (which has an upload endpoint to register). */
export const isLocalStorage = (storage: Storage): storage is LocalStorage =>
  storage.kind === 'local' && 'receive' in storage;

interface LocalStorageOptions {
  root: string;
  /** Absolute URL of the upload endpoint (PUBLIC_URL + the contract's local upload URL). */
  uploadUrl: string;
  secret: string;
  now: () => number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`; keys are checked before they become paths. Files being written wait in this
 * process's private scratch area under `root/.tmp` (no key starts with a dot), on the same file
 * system so that the rename into place is atomic; what a killed process left there goes when the
 * next one starts.
 */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const pathOf = (key: string) => join(options.root, assertStorageKey(key));
  const scratch = createScratchArea(join(options.root, '.tmp'));

  /** Writes through a temp file, fsyncs it and renames it into place. */
  async function atomically(
    key: string,
    fill: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
  ) {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await scratch.ready;
    const temp = join(scratch.dir, randomBytes(12).toString('hex'));
    const handle = await open(temp, 'wx', 0o600);
    try {
      await fill(async (chunk) => void (await handle.write(chunk)));
      await handle.sync();
      await handle.close();
      await rename(temp, path);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    // The rename itself survives a crash only once the folder is synced too.
    const folder = await open(dirname(path), 'r');
    await folder.sync().finally(() => folder.close());
  }

  return {
    kind: 'local',
    root: options.root,
    async presignUpload(policy: UploadPolicy): Promise<PresignedUpload> {
      assertStorageKey(policy.key);
      return {
        url: options.uploadUrl,
        fields: signUploadPolicy(options.secret, policy, options.now()),
      };
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async write(key, bytes) {
      await atomically(key, (write) => write(bytes));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async receive(key, stream, maxBytes) {
      let size = 0;
      await atomically(key, async (write) => {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) throw new UploadTooLargeError();
          await write(chunk);
        }
      });
      return size;
    },
  };
}
