import { createValidator, type FormModel, type PartnerConfig, type Validator } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { serverTexts } from '@admit/texts/server';
import { defaultLanguageOf, type FormVersion } from './form-version.ts';

/**
 * One form version as an applicant reads it in one language: the config with that language's
 * texts, its compiled model (labels, options, messages) and whole-application validator. Keys,
 * values and structure are the version's own: only the words differ.
 */
export interface FormInLanguage {
  /** The language the texts are in (the version's default when it lacks the one asked for). */
  language: string;
  config: PartnerConfig;
  model: FormModel;
  /** Validates as the version's validator does, with the messages in `language`. */
  validate: Validator;
}

/** Each version's languages, compiled on first use and kept as long as the version is. */
const compiled = new WeakMap<FormVersion, Map<string, FormInLanguage>>();

/**
 * `form` in `language`: the default language's compiled model (and `validate` when given, so the
 * running version's is not built twice) or, for another language the version has, its config
 * compiled once and kept. A language the version was not kept in reads in its default language.
 */
export function formInLanguage(
  form: FormVersion & { validate?: Validator },
  language: string,
): FormInLanguage {
  const defaultLanguage = defaultLanguageOf(form.config);
  const chosen = form.configs[language] && language !== defaultLanguage ? language : undefined;
  let languages = compiled.get(form);
  if (!languages) compiled.set(form, (languages = new Map()));
  const key = chosen ?? '';
  let found = languages.get(key);
  if (!found) {
    const config = chosen ? form.configs[chosen]! : form.config;
    // The engine's own messages (lengths, choices, required) in that language too.
    const model = chosen ? compileFormModel(config, { texts: serverTexts(chosen) }) : form.model;
    found = {
      language: chosen ?? defaultLanguage,
      config,
      model,
      validate: (!chosen && form.validate) || createValidator(model),
    };
    languages.set(key, found);
  }
  return found;
}
