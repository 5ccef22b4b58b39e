import type { LintProblem, PartnerTexts } from '@admit/config-lint/browser';

/** The folder as the studio's server sends it. */
export interface FolderResponse extends PartnerTexts {
  name: string;
}

/** What a save answered: the files as written, or the errors that refused it. */
export type SaveResponse =
  | { ok: true; written: string[]; removed: string[]; texts: Record<string, string> }
  | { ok: false; errors: LintProblem[] };

export async function fetchFolder(): Promise<FolderResponse> {
  const response = await fetch('/api/folder');
  if (!response.ok) throw new Error(`The folder could not be read (${response.status}).`);
  return (await response.json()) as FolderResponse;
}

export async function saveFolder(files: Readonly<Record<string, unknown>>): Promise<SaveResponse> {
  const response = await fetch('/api/save', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ files }),
  });
  if (response.status !== 200 && response.status !== 422)
    throw new Error(`The folder could not be saved (${response.status}).`);
  return (await response.json()) as SaveResponse;
}
