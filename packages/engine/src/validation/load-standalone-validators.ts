import type { FormModel } from '../model/form-model.ts';
import type { SchemaEntry } from './build-validation-schema.ts';
import { wrapValidator, type CompiledValidate, type Validator } from './create-validator.ts';
import { standaloneExportName } from './generate-standalone-validators.ts';

/** A module written by generateStandaloneValidators. */
export interface StandaloneValidatorModule {
  entries: Record<string, SchemaEntry[]>;
  [name: string]: unknown;
}

/** Turns a precompiled validator module into validators per page and for the whole application. */
export function loadStandaloneValidators(model: FormModel, module: StandaloneValidatorModule): {
  all: Validator;
  page(pageId: string): Validator;
} {
  const get = (name: string): Validator => {
    const validate = module[name] as CompiledValidate | undefined;
    const entries = module.entries[name];
    if (!validate || !entries) throw new Error(`No precompiled validator "${name}"; regenerate the validators.`);
    return wrapValidator(model, entries, validate);
  };
  const pages = new Map<string, Validator>();
  return {
    all: get(standaloneExportName()),
    page(pageId) {
      let v = pages.get(pageId);
      if (!v) pages.set(pageId, (v = get(standaloneExportName(pageId))));
      return v;
    },
  };
}
