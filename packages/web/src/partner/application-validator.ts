import { loadStandaloneValidators, type Validator } from '@admit/engine';
import { formModel } from './partner.ts';

let loading: Promise<Validator> | undefined;

/**
 * The whole-application validator, precompiled at build time (the browser never compiles a
 * schema). It is about 1 MB of generated code, so it is its own chunk, loaded the first time
 * something validates.
 */
export function loadApplicationValidator(): Promise<Validator> {
  loading ??= import('virtual:admit-validators').then(
    (module) => loadStandaloneValidators(formModel, module.default).all,
  );
  return loading;
}
