import { createHash } from 'node:crypto';
import { partnerLanguages, type FormModel, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';

/** Where an answer key sits in an add-another group: its button id and 1-based entry number. */
export interface BlockPlace {
  buttonId: string;
  index: number;
}

/** One version of a partner's form: what reading or printing an application needs of it. */
export interface FormVersion {
  /** SHA-256 of the assembled config (canonical JSON): the config version. */
  hash: string;
  /** The config in the partner's default language. */
  config: PartnerConfig;
  /**
   * The config in each language the version was kept with, the default first (texts translated;
   * keys, values and paths the same). A version kept before translations were: its default only.
   */
  configs: Readonly<Record<string, PartnerConfig>>;
  model: FormModel;
  /** Every storable answer key with its type: the data model plus `<key>_desc` of selects and radios. */
  answerTypes: ReadonlyMap<string, 'string' | 'boolean'>;
  /** The add-another entry of each answer key inside one (its `_desc` key included). */
  blocks: ReadonlyMap<string, BlockPlace>;
}

/** A kept config version: its default language's config and its config in every language. */
export interface StoredConfigVersion {
  config: PartnerConfig;
  /** Each language it was kept with, the default first (only the default for older versions). */
  configs: Readonly<Record<string, PartnerConfig>>;
}

/** JSON with object members sorted, so equal configs give equal text whatever the file order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The config version of an assembled partner config: the SHA-256 of its canonical JSON. */
export const configHash = (config: PartnerConfig): string =>
  createHash('sha256').update(canonicalJson(config)).digest('hex');

/** The partner's default language: the first it declares (`en` when it declares none). */
export const defaultLanguageOf = (config: PartnerConfig): string =>
  partnerLanguages(config.partner)[0]!;

/** Only the default language's config: what a single-language partner or an old version has. */
export const defaultOnly = (config: PartnerConfig): Record<string, PartnerConfig> => ({
  [defaultLanguageOf(config)]: config,
});

/**
 * The config version of a partner in every language: its configHash when it has only its default
 * language (so such a partner keeps the versions it had), else the SHA-256 of every language's
 * config. The folder's content is the version (DESIGN section 5): a translation that changes is a
 * new version, so an application submitted before reads the words its applicant read.
 */
export function versionHash(
  config: PartnerConfig,
  configs: Readonly<Record<string, PartnerConfig>>,
): string {
  const languages = Object.keys(configs);
  if (languages.length <= 1) return configHash(config);
  return createHash('sha256').update(canonicalJson({ config, configs })).digest('hex');
}

/** Compiles one version of a partner's form (its default language's model). */
export function formVersion(
  config: PartnerConfig,
  configs: Readonly<Record<string, PartnerConfig>> = defaultOnly(config),
  hash = versionHash(config, configs),
): FormVersion {
  const model = compileFormModel(config);
  const answerTypes = new Map<string, 'string' | 'boolean'>();
  for (const [key, field] of Object.entries(config.dataModel)) answerTypes.set(key, field.type);
  for (const field of model.fields) {
    if (!answerTypes.has(field.key)) answerTypes.set(field.key, field.valueType);
    if (field.descKey) answerTypes.set(field.descKey, 'string');
  }
  const blocks = new Map<string, BlockPlace>();
  for (const group of model.addAnother)
    group.blockKeys.forEach((keys, i) => {
      for (const key of keys) {
        const place = { buttonId: group.buttonId, index: i + 1 };
        blocks.set(key, place);
        const descKey = model.fieldsByKey.get(key)?.descKey;
        if (descKey) blocks.set(descKey, place);
      }
    });
  return { hash, config, configs, model, answerTypes, blocks };
}
