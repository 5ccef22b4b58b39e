import { assemblePartnerConfig, type AssembledPartnerConfig, type FormModel } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import type { StudioFiles } from './studio-files.ts';

/** The files assembled and compiled as the applicant app compiles them, or undefined when they do not compile (lint says why). */
export interface CompiledFiles extends AssembledPartnerConfig {
  model: FormModel;
}

const cache = new WeakMap<StudioFiles, CompiledFiles | null>();

/** Assembles and compiles the files (once per files object). */
export function compileFiles(files: StudioFiles): CompiledFiles | undefined {
  let compiled = cache.get(files);
  if (compiled === undefined) {
    try {
      const assembled = assemblePartnerConfig(files);
      compiled = { ...assembled, model: compileFormModel(assembled.config) };
    } catch {
      compiled = null;
    }
    cache.set(files, compiled);
  }
  return compiled ?? undefined;
}
