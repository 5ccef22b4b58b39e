import { createHash } from 'node:crypto';
import type { FormModel, PartnerConfig } from '@admit/engine';
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
  config: PartnerConfig;
  model: FormModel;
  /** Every storable answer key with its type: the data model plus `<key>_desc` of selects and radios. */
  answerTypes: ReadonlyMap<string, 'string' | 'boolean'>;
  /** The add-another entry of each answer key inside one (its `_desc` key included). */
  blocks: ReadonlyMap<string, BlockPlace>;
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

/** Compiles one version of a partner's form. */
export function formVersion(config: PartnerConfig, hash = configHash(config)): FormVersion {
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
  return { hash, config, model, answerTypes, blocks };
}
