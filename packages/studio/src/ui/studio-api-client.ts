import type { LintProblem, PartnerTexts } from '@admit/config-lint/browser';

/** The folder as the studio's server sends it. */
export interface FolderResponse extends PartnerTexts {
  name: string;
  /** Each file's version (a digest of its text): a save sends them back. */
  versions: Record<string, string>;
}

/** What a save answered: the files as written, or the errors that refused it. */
export type SaveResponse =
  | {
      ok: true;
      written: string[];
      removed: string[];
      texts: Record<string, string>;
      versions: Record<string, string>;
    }
  | { ok: false; errors: LintProblem[]; changedOnDisk?: string[] };

export async function fetchFolder(): Promise<FolderResponse> {
  const response = await fetch('/api/folder');
  if (!response.ok) throw new Error(`The folder could not be read (${response.status}).`);
  return (await response.json()) as FolderResponse;
}

/** Saves the files over the folder as it was at `versions` (what the studio last read or saved). */
export async function saveFolder(
  files: Readonly<Record<string, unknown>>,
  versions: Readonly<Record<string, string>>,
): Promise<SaveResponse> {
  const response = await fetch('/api/save', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ files, versions }),
  });
  if (![200, 409, 422].includes(response.status))
    throw new Error(`The folder could not be saved (${response.status}).`);
  return (await response.json()) as SaveResponse;
}
