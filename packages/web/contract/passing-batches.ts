import type { Mutant } from '../../config-lint/tests/contract/mutants.ts';
import { lintMutated } from '../../config-lint/tests/contract/mutant-verdict.ts';
import type { PartnerFolderData } from '../../config-lint/tests/contract/partner-folder-data.ts';

const overlaps = (a: Mutant, b: Mutant) =>
  a.file === b.file &&
  (a.pointer === b.pointer ||
    a.pointer.startsWith(`${b.pointer}/`) ||
    b.pointer.startsWith(`${a.pointer}/`));

/**
 * The mutants that pass lint, in batches applied together (up to `size` each, none touching the
 * same place), each batch still passing lint: one build, start and render checks them all.
 */
export async function passingBatches(
  base: PartnerFolderData,
  mutants: readonly Mutant[],
  size: number,
): Promise<Mutant[][]> {
  const passing: Mutant[] = [];
  for (const mutant of mutants)
    if ((await lintMutated(base, [mutant])).errors.length === 0) passing.push(mutant);
  const batches: Mutant[][] = [];
  for (const mutant of passing) {
    const batch = batches.find(
      (b) => b.length < size && !b.some((other) => overlaps(other, mutant)),
    );
    if (batch && (await lintMutated(base, [...batch, mutant])).errors.length === 0)
      batch.push(mutant);
    else batches.push([mutant]);
  }
  return batches;
}
