import { loadStandaloneValidators, type Validator } from '@admit/engine';
import { loaders } from 'virtual:admit-validators';
import { formModel, partnerLanguage } from './partner.ts';

let loading: Promise<Validator> | undefined;

/**
 * The whole-application validator, precompiled at build time (the browser never compiles a
 * schema), with its messages in the page's language. It is about 1 MB of generated code, so it
 * is its own chunk per language, loaded the first time something validates.
 */
export function loadApplicationValidator(): Promise<Validator> {
  loading ??= loaders[partnerLanguage]!().then(
    (module) => loadStandaloneValidators(formModel, module.default).all,
  );
  return loading;
}
