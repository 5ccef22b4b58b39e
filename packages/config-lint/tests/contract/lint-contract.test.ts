// config-lint's contract, lint half: mutate valid partner folders in many seeded ways; every
// mutant either fails lint with an error naming the file and JSON pointer of the change, or passes
// and compiles (the browser half, packages/web/contract, builds, starts and renders such folders).
// Mutants that are one of issue 17's mistakes for sure must fail; those lint only warns about
// (an unanchored pattern, raw HTML in markdown) must be warned about. Every problem of every mutant
// carries the line:column where its pointer is written.
import { createValidator } from '@admit/engine';
import { compileFormModel, type PartnerConfig } from '@admit/node-types';
import { describe, expect, it } from 'vitest';
import { CONTRACT_BASES, CONTRACT_SEED } from './contract-bases.ts';
import { generateMutants } from './mutants.ts';
import { isAbout, lintMutated, mutatedData } from './mutant-verdict.ts';
import { readFolderData } from './partner-folder-data.ts';
import { seededRandom } from './seeded-random.ts';
import { misplaced } from './written-start.ts';

describe.each(CONTRACT_BASES)('mutants of the $name folder', async ({ dir, count }) => {
  const base = await readFolderData(dir);
  const mutants = generateMutants(base, seededRandom(CONTRACT_SEED), count);

  it('are as many as asked for', () => {
    expect(mutants).toHaveLength(count);
  });

  it.each(mutants.map((m) => [m.name, m] as const))(
    'fail lint naming the change, or pass and compile: %s',
    async (_, mutant) => {
      const report = await lintMutated(base, [mutant]);
      const data = mutatedData(base, [mutant]);
      const wrongPlaces = [...report.errors, ...report.warnings].map((p) => misplaced(data, p));
      expect(wrongPlaces.filter(Boolean), 'line:column of each problem').toEqual([]);
      if (report.errors.length) {
        const lines = report.errors.map((p) => `${p.file}:${p.pointer} ${p.message}`);
        expect(
          report.errors.some((p) => isAbout(mutant, p)),
          `no error about ${mutant.file}:${mutant.pointer}:\n${lines.join('\n')}`,
        ).toBe(true);
        return;
      }
      expect(mutant.mustFail ?? false, 'a mistake lint must report passed it').toBe(false);
      if (mutant.mustWarn)
        expect(
          report.warnings.some((p) => isAbout(mutant, p)),
          `no warning about ${mutant.file}:${mutant.pointer}`,
        ).toBe(true);
      const model = compileFormModel(report.config as PartnerConfig);
      expect(() => createValidator(model)).not.toThrow();
    },
  );
});
