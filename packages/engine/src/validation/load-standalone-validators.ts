import type { FormModel } from '../compile/form-model.ts';
import { wrapValidator, type CompiledValidate, type Validator } from './create-validator.ts';
import { standaloneExportName } from './generate-standalone-validators.ts';

/** A module written by generateStandaloneValidators: validate functions by export name. */
export type StandaloneValidatorModule = Readonly<Record<string, unknown>>;

/** Turns a precompiled validator module into validators per page and for the whole application. */
export function loadStandaloneValidators(
  model: FormModel,
  module: StandaloneValidatorModule,
): {
  all: Validator;
  page(pageId: string): Validator;
} {
  const get = (name: string): Validator => {
    const validate = module[name] as CompiledValidate | undefined;
    if (typeof validate !== 'function')
      throw new Error(`No precompiled validator "${name}"; regenerate the validators.`);
    return wrapValidator(model, validate);
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
