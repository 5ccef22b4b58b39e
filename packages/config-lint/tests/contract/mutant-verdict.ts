import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintPartnerFolder, type LintProblem, type LintReport } from '../../src/index.ts';
import type { Mutant } from './mutants.ts';
import { cloneFolderData, writeFolderData, type PartnerFolderData } from './partner-folder-data.ts';

/** Whether two pointers are the same place or one contains the other. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * Whether a lint error is about a mutant: in the file it changed, at its place (or around or
 * inside it); or anywhere, quoting a name the change broke (a page naming a list that is gone).
 */
export function isAbout(mutant: Mutant, problem: LintProblem): boolean {
  if (problem.file === mutant.file && related(problem.pointer, mutant.pointer)) return true;
  return mutant.names.some((name) => problem.message.includes(name));
}

/** A mutant's folder: the base with the mutant applied. */
export function mutatedData(
  base: PartnerFolderData,
  mutants: readonly Mutant[],
): PartnerFolderData {
  const data = cloneFolderData(base);
  for (const mutant of mutants) mutant.apply(data);
  return data;
}

/** Lints the folder of one or more mutants applied together, in a temporary directory. */
export async function lintMutated(
  base: PartnerFolderData,
  mutants: readonly Mutant[],
): Promise<LintReport> {
  const dir = await mkdtemp(join(tmpdir(), 'admit-mutant-'));
  try {
    await writeFolderData(dir, mutatedData(base, mutants));
    return await lintPartnerFolder(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
