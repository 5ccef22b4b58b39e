import { createValidator, type FormModel, type Validator } from '@admit/engine';

const cache = new WeakMap<FormModel, Map<string, Validator>>();

/**
 * The engine's validator of one page, compiled once per model and page. Stories compile at run
 * time (ajv generates code); the app loads precompiled validators instead.
 */
export function validatorFor(model: FormModel, pageId: string): Validator {
  let byPage = cache.get(model);
  if (!byPage) cache.set(model, (byPage = new Map()));
  let validator = byPage.get(pageId);
  if (!validator) byPage.set(pageId, (validator = createValidator(model, pageId)));
  return validator;
}
