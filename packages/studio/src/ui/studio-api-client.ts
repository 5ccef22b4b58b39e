import type { StudioFolder, StudioSaveResult } from '@admit/contract';
import { createClient, HttpStatusError, jsonTransport } from '@admit/contract/client';
import { studioEndpoints } from '@admit/contract/client/studio';

/** The folder as the studio's server sends it. */
export type FolderResponse = StudioFolder;

/** What a save answered: the files as written, or the errors that refused it. */
export type SaveResponse = StudioSaveResult;

const studio = createClient(studioEndpoints, jsonTransport());

/** A save refused with a reason the author reads (422: lint errors; 409: changed on disk). */
const isRefusal = (error: unknown): error is HttpStatusError & { body: SaveResponse } =>
  error instanceof HttpStatusError && (error.status === 409 || error.status === 422);

export async function fetchFolder(): Promise<FolderResponse> {
  try {
    return await studio.folder();
  } catch (error) {
    if (!(error instanceof HttpStatusError)) throw error;
    throw new Error(`The folder could not be read (${error.status}).`, { cause: error });
  }
}

/** Saves the files over the folder as it was at `versions` (what the studio last read or saved). */
export async function saveFolder(
  files: Readonly<Record<string, unknown>>,
  versions: Readonly<Record<string, string>>,
): Promise<SaveResponse> {
  try {
    return await studio.save({ body: { files, versions } });
  } catch (error) {
    if (isRefusal(error)) return error.body;
    if (!(error instanceof HttpStatusError)) throw error;
    throw new Error(`The folder could not be saved (${error.status}).`, { cause: error });
  }
}
